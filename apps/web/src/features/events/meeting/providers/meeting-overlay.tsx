import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import classes from './meeting-providers.module.css';

/** What an embedded meeting (Zoom, Jitsi) shows over its frame; `none` while it is in use. */
export type MeetingOverlayState = 'connecting' | 'failed' | 'left' | 'none';

export interface MeetingOverlayTexts {
  connecting: string;
  failedTitle: string;
  failed: string;
  retry: string;
  left: string;
  rejoin: string;
}

/**
 * Tells the meeting screen whether the doctor is in the meeting (no overlay over the frame):
 * attendance counts only then, not while it connects, failed or was left.
 */
export function useReportInMeeting(
  state: MeetingOverlayState,
  onInMeeting: ((inMeeting: boolean) => void) | undefined,
): void {
  const report = useEffectEvent((inMeeting: boolean) => onInMeeting?.(inMeeting));
  const inMeeting = state === 'none';
  useEffect(() => report(inMeeting), [inMeeting]);
}

/** A provider's texts (`meetingProviders.<provider>.*`), with the values its messages name. */
export function overlayTextsOf(
  t: TFunction,
  provider: 'zoom' | 'jitsi',
  values: Record<string, string> = {},
): MeetingOverlayTexts {
  return {
    connecting: t(`meetingProviders.${provider}.connecting`),
    failedTitle: t(`meetingProviders.${provider}.failedTitle`),
    failed: t(`meetingProviders.${provider}.failed`, values),
    retry: t('meetingProviders.tryAgain'),
    left: t(`meetingProviders.${provider}.left`),
    rejoin: t(`meetingProviders.${provider}.rejoin`),
  };
}

/**
 * The states an embedded meeting shares, over its frame: connecting (announced politely),
 * failed (an alert with a retry and, when given, other ways into the event) and left (a way back).
 */
export function MeetingOverlay({
  state,
  texts,
  onRetry,
  alternatives,
}: {
  state: MeetingOverlayState;
  texts: MeetingOverlayTexts;
  onRetry: () => void;
  /** Shown when it failed: the event's own link, its recording… */
  alternatives?: ReactNode;
}) {
  if (state === 'none') return null;
  if (state === 'failed')
    return (
      <div className={classes.overlay} data-testid="meeting-overlay" data-state={state}>
        <Alert color="red" role="alert" title={texts.failedTitle} maw={520}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{texts.failed}</Text>
            <Button onClick={onRetry}>{texts.retry}</Button>
            {alternatives}
          </Stack>
        </Alert>
      </div>
    );
  return (
    <div className={classes.overlay} role="status" data-testid="meeting-overlay" data-state={state}>
      <Stack align="center" gap="sm">
        {state === 'connecting' && <Loader aria-hidden />}
        <Text ta="center">{state === 'connecting' ? texts.connecting : texts.left}</Text>
        {state === 'left' && <Button onClick={onRetry}>{texts.rejoin}</Button>}
      </Stack>
    </div>
  );
}
