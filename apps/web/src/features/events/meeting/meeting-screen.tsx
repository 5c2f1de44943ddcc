import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { serverClockSkewMs, type EventDetail } from '@pulso/contracts/events';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAccessToken } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { Received } from '../api/events-api.ts';
import { eventKeys } from '../api/events-queries.ts';
import { EventTime } from '../components/event-time.tsx';
import { RecordingSection } from '../components/recording-section.tsx';
import { RegistrationButton } from '../components/registration-button.tsx';
import { useMeetingPhase } from '../time/server-clock.ts';
import { AttendanceLine } from './attendance-line.tsx';
import { MeetingStage } from './meeting-stage.tsx';
import { WaitingRoom } from './waiting-room.tsx';

/** How often the screen asks again for an event that ended here but not yet on the server. */
const ENDED_REFETCH_MS = 3_000;

/**
 * `eventos/{id}/participar` and `/unirse`: the waiting room until the opening (on the server's
 * clock, its skew computed once from the event's answer), then the meeting, then the recording
 * or "the event has ended".
 */
export function MeetingScreen({ event }: { event: Received<EventDetail> }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const [skewMs, setSkewMs] = useState(() => serverClockSkewMs(event.serverNow, event.receivedAt));
  const phase = useMeetingPhase(event.opensAt, event.endsAt, skewMs);
  // The daylight-saving warning looks from the answer's time: a second's precision is not needed.
  const now = Date.parse(event.serverNow);

  // The server said "not open (any more)": read its clock again from a fresh answer.
  const resync = useCallback(() => {
    void (async () => {
      await queryClient.refetchQueries({ queryKey: eventKeys.detail(token, event.id) });
      const fresh = queryClient.getQueryData<Received<EventDetail>>(
        eventKeys.detail(token, event.id),
      );
      queryClient.removeQueries({ queryKey: eventKeys.join(token, event.id) });
      if (fresh) setSkewMs(serverClockSkewMs(fresh.serverNow, fresh.receivedAt));
    })();
  }, [queryClient, token, event.id]);

  // The end came while the screen was open: the answer that brings the recording (the server
  // signs it once the event has ended) is read again, until the server also says "ended".
  const endedHere = phase === 'after' && (event.status === 'live' || event.status === 'upcoming');
  useEffect(() => {
    if (!endedHere) return;
    const refetch = () =>
      void queryClient.refetchQueries({ queryKey: eventKeys.detail(token, event.id) });
    refetch();
    const timer = setInterval(refetch, ENDED_REFETCH_MS);
    return () => clearInterval(timer);
  }, [endedHere, queryClient, token, event.id]);

  let body;
  if (event.status === 'cancelled')
    body = (
      <Alert color="dark" title={t('events.detail.cancelledTitle')} role="status">
        {t('events.detail.cancelledText')}
      </Alert>
    );
  else if (phase === 'after' || event.status === 'ended')
    body = (
      <Stack gap="md" data-testid="meeting-ended">
        <Alert color="gray" title={t('events.meeting.endedTitle')} role="status">
          {t(event.recording ? 'events.detail.endedWithRecording' : 'events.meeting.endedText')}
        </Alert>
        {event.isRegistered && <AttendanceLine eventId={event.id} />}
        {event.recording && <RecordingSection event={event} />}
      </Stack>
    );
  else if (!event.isRegistered)
    body = (
      <Alert color="blue" title={t('events.meeting.registerFirstTitle')} role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('events.meeting.registerFirstText')}</Text>
          <RegistrationButton event={event} />
        </Stack>
      </Alert>
    );
  else if (phase === 'before') body = <WaitingRoom event={event} skewMs={skewMs} />;
  else body = <MeetingStage key={skewMs} event={event} onOutOfWindow={resync} />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.event.href(event.id)} size="sm">
        ← {t('events.meeting.backToEvent')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Title>
        <EventTime
          startsAt={event.startsAt}
          endsAt={event.endsAt}
          timeZone={event.timeZone}
          now={now}
        />
      </Stack>
      {body}
    </Stack>
  );
}
