import type { JitsiMeeting as JitsiMeetingJoin } from '@pulso/contracts/events';

/** Stand-in until h/evzoom's provider lands (same path, same export); replaced at merge. */
export function JitsiMeeting({ join }: { join: JitsiMeetingJoin }) {
  return <div data-testid="jitsi-meeting" data-provider={join.provider} />;
}
