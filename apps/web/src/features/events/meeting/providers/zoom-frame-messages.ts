/**
 * The messages between ZoomMeeting and the Zoom frame page (apps/meeting-frame/src/zoom-frame.js
 * names the same strings; zoom-meeting.test.tsx checks they agree). Same origin only.
 */
export const ZOOM_FRAME_URL = '/meeting-frame/zoom';

export const zoomFrameMessage = {
  /** frame → screen: loaded, send the join data. */
  ready: 'pulso:zoom-frame:ready',
  /** screen → frame: `{ type, join, language }`. */
  join: 'pulso:zoom-frame:join',
  /** frame → screen: `{ type, status, reason? }`. */
  status: 'pulso:zoom-frame:status',
} as const;

export type ZoomFrameStatus = 'ready' | 'joining' | 'joined' | 'left' | 'failed';

export function isZoomFrameStatus(value: unknown): value is ZoomFrameStatus {
  return (
    value === 'ready' ||
    value === 'joining' ||
    value === 'joined' ||
    value === 'left' ||
    value === 'failed'
  );
}
