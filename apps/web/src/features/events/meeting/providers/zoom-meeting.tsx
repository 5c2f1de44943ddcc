import { useEffect, useRef, useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ZoomMeeting as ZoomMeetingJoin } from '@pulso/contracts/events';
import { useCountry } from '../../../../lib/country/country-context.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import classes from './meeting-providers.module.css';
import {
  MeetingOverlay,
  useReportInMeeting,
  overlayTextsOf,
  type MeetingOverlayState,
} from './meeting-overlay.tsx';
import {
  ZOOM_FRAME_URL,
  isZoomFrameStatus,
  zoomFrameMessage,
  type ZoomFrameStatus,
} from './zoom-frame-messages.ts';

type Status = 'loading' | Exclude<ZoomFrameStatus, 'ready'>;

const overlayState: Record<Status, MeetingOverlayState> = {
  loading: 'connecting',
  joining: 'connecting',
  joined: 'none',
  left: 'left',
  failed: 'failed',
};

/**
 * How long the frame may take to load and say it is ready, then to join. Zoom's servers
 * unreachable (a firewall) leave the SDK waiting with no error: the doctor sees a failure to
 * retry, or Zoom's own link, instead of a black frame.
 */
export const ZOOM_TIMEOUTS_MS = { ready: 30_000, join: 45_000 } as const;

/** Zoom's own link to the meeting (its app or its web client), with the passcode to type. */
function ZoomElsewhere({ join }: { join: ZoomMeetingJoin }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor
        href={`https://zoom.us/j/${encodeURIComponent(join.meetingNumber)}`}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
      >
        {t('meetingProviders.zoom.openInZoom')}
        <Text span size="xs" c="dimmed">
          {' '}
          ({t('meetingProviders.external.newTab')})
        </Text>
      </Anchor>
      {join.password && (
        <Text size="sm">{t('meetingProviders.zoom.passcode', { passcode: join.password })}</Text>
      )}
    </Stack>
  );
}

/**
 * A Zoom meeting: the Meeting SDK runs in its own page (/meeting-frame/zoom, React 18 and the
 * policy Zoom needs, docs/decisions/035) embedded here; the join data goes to it by postMessage,
 * with the portal's language, to this origin only, once it says it is ready — never in its address. This screen shows every
 * state in the doctor's language (the frame has no text of its own).
 */
export function ZoomMeeting({
  join,
  onInMeeting,
}: {
  join: ZoomMeetingJoin;
  /** Whether the doctor is in the meeting (attendance counts only then). */
  onInMeeting?: (inMeeting: boolean) => void;
}) {
  const { t } = useTranslation();
  const { language } = useCountry();
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  // A new frame (a new key) to try again or to come back after leaving.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent<unknown>) => {
      const target = frame.current?.contentWindow;
      if (event.origin !== origin || !target || event.source !== target) return;
      const data = event.data as { type?: unknown; status?: unknown } | null;
      if (data?.type === zoomFrameMessage.ready) {
        setStatus('joining');
        target.postMessage({ type: zoomFrameMessage.join, join, language }, origin);
      } else if (data?.type === zoomFrameMessage.status && isZoomFrameStatus(data.status)) {
        const next = data.status;
        if (next !== 'ready') setStatus(next);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [join, language]);

  // A frame that never says it is ready (its page did not load), or an SDK that never joins nor
  // fails (Zoom unreachable), is a failure the doctor can retry.
  useEffect(() => {
    if (status !== 'loading' && status !== 'joining') return;
    const timer = setTimeout(
      () => setStatus('failed'),
      status === 'loading' ? ZOOM_TIMEOUTS_MS.ready : ZOOM_TIMEOUTS_MS.join,
    );
    return () => clearTimeout(timer);
  }, [status, attempt]);

  useReportInMeeting(overlayState[status], onInMeeting);

  const again = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div className={classes.stage} data-testid="zoom-meeting" data-status={status}>
      {status !== 'left' && (
        <iframe
          key={attempt}
          ref={frame}
          className={classes.frame}
          src={ZOOM_FRAME_URL}
          title={t('meetingProviders.zoom.frameTitle')}
          allow="camera; microphone; fullscreen; display-capture"
          allowFullScreen
        />
      )}
      <MeetingOverlay
        state={overlayState[status]}
        texts={overlayTextsOf(t, 'zoom')}
        onRetry={again}
        alternatives={<ZoomElsewhere join={join} />}
      />
    </div>
  );
}
