import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { eventsProblemCodes, type EventDetail } from '@pulso/contracts/events';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useJoin, useSetAttendance } from '../api/events-queries.ts';
import { AttendanceLine } from './attendance-line.tsx';
import { ProviderMeeting } from './provider-meeting.tsx';
import { useHeartbeat } from './use-heartbeat.ts';

/**
 * From the opening on: joins the meeting (once) and shows it by its provider; while it is shown
 * (for Zoom and Jitsi: while the doctor is in it), attendance heartbeats and the doctor's minutes. A join refused as "outside the window" means
 * this browser's idea of the server's clock was off: `onOutOfWindow` reads the event again.
 */
export function MeetingStage({
  event,
  onOutOfWindow,
}: {
  event: EventDetail;
  onOutOfWindow: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const join = useJoin(event.id, true);
  const setAttendance = useSetAttendance(event.id);
  const meeting = join.data?.meeting;
  // An embedded meeting counts only while the doctor is in it (not connecting, failed or left).
  const [inEmbeddedMeeting, setInEmbeddedMeeting] = useState(false);
  const embedded = meeting?.provider === 'zoom' || meeting?.provider === 'jitsi';
  const attends =
    meeting !== undefined &&
    meeting.provider !== 'not-configured' &&
    (!embedded || inEmbeddedMeeting);
  useHeartbeat(event.id, join.data?.heartbeatSeconds ?? 60, attends, setAttendance);

  const outOfWindow =
    isApiError(join.error) && join.error.code === eventsProblemCodes.outsideWindow;
  useEffect(() => {
    if (outOfWindow) onOutOfWindow();
  }, [outOfWindow, onOutOfWindow]);

  if (join.isPending || outOfWindow)
    return (
      <Center py="xl">
        <Loader aria-label={t('events.meeting.opening')} />
      </Center>
    );
  if (join.isError)
    return (
      <Alert color="red" title={t('events.meeting.joinFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          {errorMessage(join.error)}
          <Button variant="light" color="red" onClick={() => void join.refetch()}>
            {t('content.errors.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="sm" data-testid="meeting" data-provider={join.data.meeting.provider}>
      <ProviderMeeting join={join.data} title={event.title} onInMeeting={setInEmbeddedMeeting} />
      {(attends || embedded) && <AttendanceLine eventId={event.id} />}
    </Stack>
  );
}
