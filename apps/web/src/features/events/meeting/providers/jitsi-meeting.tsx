import { useEffect, useRef, useState } from 'react';
import type { JitsiMeeting as JitsiMeetingJoin } from '@pulso/contracts/events';
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
  jitsiLanguageOf,
  loadJitsiExternalApi,
  type JitsiApiConstructor,
} from './jitsi-external-api.ts';

type Status = 'loading' | 'joined' | 'left' | 'failed';

const overlayState: Record<Status, MeetingOverlayState> = {
  loading: 'connecting',
  joined: 'none',
  left: 'left',
  failed: 'failed',
};

export interface JitsiMeetingProps {
  join: JitsiMeetingJoin;
  /** Loads the External API (tests pass a fake). */
  loadApi?: (domain: string) => Promise<JitsiApiConstructor>;
  /** Whether the doctor is in the meeting (attendance counts only then). */
  onInMeeting?: (inMeeting: boolean) => void;
}

/**
 * A Jitsi meeting on the configured deployment (JITSI_DOMAIN; the server offers one only then):
 * its External API script, loaded from that domain at run time, embeds the meeting here.
 */
export function JitsiMeeting({
  join,
  loadApi = loadJitsiExternalApi,
  onInMeeting,
}: JitsiMeetingProps) {
  const { t } = useTranslation();
  const parent = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const { language } = useCountry();
  const { domain, room, jwt, displayName } = join;

  useEffect(() => {
    let disposed = false;
    let api: { dispose(): void } | undefined;
    loadApi(domain)
      .then((JitsiApi) => {
        if (disposed || !parent.current) return;
        const meeting = new JitsiApi(domain, {
          roomName: room,
          parentNode: parent.current,
          ...(jwt ? { jwt } : {}),
          width: '100%',
          height: '100%',
          lang: jitsiLanguageOf(language),
          userInfo: { displayName },
        });
        api = meeting;
        meeting.addListener('readyToClose', () => setStatus('left'));
        // The meeting's own pre-join screen shows while the doctor picks camera and microphone.
        setStatus('joined');
      })
      .catch(() => {
        if (!disposed) setStatus('failed');
      });
    return () => {
      disposed = true;
      api?.dispose();
    };
  }, [loadApi, domain, room, jwt, displayName, language, attempt]);

  useReportInMeeting(overlayState[status], onInMeeting);

  const again = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div className={classes.stage} data-testid="jitsi-meeting" data-status={status}>
      <div
        key={attempt}
        ref={parent}
        className={classes.frame}
        aria-label={t('meetingProviders.jitsi.frameTitle')}
        role="region"
      />
      <MeetingOverlay
        state={overlayState[status]}
        texts={overlayTextsOf(t, 'jitsi', { domain })}
        onRetry={again}
      />
    </div>
  );
}
