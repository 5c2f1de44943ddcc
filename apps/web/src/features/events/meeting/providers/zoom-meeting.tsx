import type { ZoomMeeting as ZoomMeetingJoin } from '@pulso/contracts/events';

/** Stand-in until h/evzoom's provider lands (same path, same export); replaced at merge. */
export function ZoomMeeting({ join }: { join: ZoomMeetingJoin }) {
  return <div data-testid="zoom-meeting" data-provider={join.provider} />;
}
