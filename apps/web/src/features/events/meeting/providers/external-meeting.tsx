import type { ExternalMeeting as ExternalMeetingJoin } from '@pulso/contracts/events';

/** Stand-in until h/evzoom's provider lands (same path, same export); replaced at merge. */
export function ExternalMeeting({ join }: { join: ExternalMeetingJoin }) {
  return <div data-testid="external-meeting" data-provider={join.provider} />;
}
