import { useEffect, useEffectEvent } from 'react';
import type { AttendanceAnswer, HeartbeatBody } from '@pulso/contracts/events';
import { isApiError } from '../../../lib/http/api-error.ts';
import { sendHeartbeat } from '../api/events-api.ts';

/**
 * Attendance heartbeats while the meeting screen is shown and visible: one every
 * `intervalSeconds`, one at once when the tab becomes visible again (`resumed`: its presence
 * starts again there, the time away never counts), a `left` when it is hidden or the screen
 * closes. Each answer (the doctor's minutes) goes to `onAnswer`. A refusal (the event ended, the
 * join was lost) stops the beats: the server would refuse the next ones too.
 */
export function useHeartbeat(
  eventId: string,
  intervalSeconds: number,
  active: boolean,
  onAnswer: (answer: AttendanceAnswer) => void,
): void {
  const answer = useEffectEvent(onAnswer);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: number | undefined;
    const stopTimer = () => window.clearInterval(timer);
    const beat = (body: HeartbeatBody) =>
      sendHeartbeat(eventId, body).then(
        (value) => {
          if (!stopped) answer(value);
        },
        (error: unknown) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) {
            stopped = true;
            stopTimer();
          }
        },
      );
    const startTimer = () => {
      stopTimer();
      timer = window.setInterval(() => void beat({ state: 'present' }), intervalSeconds * 1000);
    };
    const onVisibility = () => {
      if (stopped) return;
      if (document.visibilityState === 'visible') {
        void beat({ state: 'present', resumed: true });
        startTimer();
      } else {
        stopTimer();
        void beat({ state: 'left' });
      }
    };
    if (document.visibilityState === 'visible') startTimer();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopTimer();
      if (!stopped) void beat({ state: 'left' });
      stopped = true;
    };
  }, [eventId, intervalSeconds, active]);
}
