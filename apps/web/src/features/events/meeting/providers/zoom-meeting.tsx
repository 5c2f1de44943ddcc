import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { ZoomMeeting as ZoomMeetingJoin } from '@pulso/contracts/events';
import { useCountry } from '../../../../lib/country/country-context.ts';
import classes from './meeting-providers.module.css';
import {
  ZOOM_FRAME_URL,
  isZoomFrameStatus,
  zoomFrameMessage,
  type ZoomFrameStatus,
} from './zoom-frame-messages.ts';

type Status = 'loading' | Exclude<ZoomFrameStatus, 'ready'>;

/** How long the frame may take to load and say it is ready. */
const FRAME_READY_TIMEOUT_MS = 30_000;

/**
 * A Zoom meeting: the Meeting SDK runs in its own page (/meeting-frame/zoom, React 18 and the
 * policy Zoom needs, docs/decisions/035) embedded here; the join data goes to it by postMessage,
 * with the portal's language, to this origin only, once it says it is ready — never in its address. This screen shows every
 * state in the doctor's language (the frame has no text of its own).
 */
export function ZoomMeeting({ join }: { join: ZoomMeetingJoin }) {
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

  // A frame that never says it is ready (its page did not load) is a failure the doctor can retry.
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setStatus('failed'), FRAME_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, attempt]);

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
      {(status === 'loading' || status === 'joining') && (
        <div className={classes.overlay} role="status">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text>{t('meetingProviders.zoom.connecting')}</Text>
          </Stack>
        </div>
      )}
      {status === 'failed' && (
        <div className={classes.overlay}>
          <Alert color="red" role="alert" title={t('meetingProviders.zoom.failedTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('meetingProviders.zoom.failed')}</Text>
              <Button onClick={again}>{t('meetingProviders.tryAgain')}</Button>
            </Stack>
          </Alert>
        </div>
      )}
      {status === 'left' && (
        <div className={classes.overlay} role="status">
          <Stack align="center" gap="sm">
            <Text>{t('meetingProviders.zoom.left')}</Text>
            <Button onClick={again}>{t('meetingProviders.zoom.rejoin')}</Button>
          </Stack>
        </div>
      )}
    </div>
  );
}
