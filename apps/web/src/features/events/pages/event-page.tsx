import { useState } from 'react';
import { Alert, Anchor, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { EventDetail } from '@pulso/contracts/events';
import { specialtyAreaLabelKey } from '@pulso/contracts/labels';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PushInvitation } from '../../push/index.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { Received } from '../api/events-api.ts';
import { AgendaList } from '../components/agenda-list.tsx';
import { CalendarActions } from '../components/calendar-actions.tsx';
import { EventBadges } from '../components/event-badges.tsx';
import { EventFrame } from '../components/event-frame.tsx';
import { EventTime } from '../components/event-time.tsx';
import { RecordingSection } from '../components/recording-section.tsx';
import { RegistrationButton } from '../components/registration-button.tsx';
import { SpeakerList } from '../components/speaker-list.tsx';

/** `eventos/{id}`: everything about one event, registration, calendar, then its recording. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <EventFrame key={id} id={id}>
      {(event) => <EventDetailView event={event} />}
    </EventFrame>
  );
}

function EventDetailView({ event }: { event: Received<EventDetail> }) {
  const { t } = useTranslation();
  const { country } = useCountry();
  const now = Date.parse(event.serverNow);
  const ended = event.status === 'ended';
  const cancelled = event.status === 'cancelled';
  const full = event.seatsLeft === 0 && !event.isRegistered && !ended && !cancelled;
  const meetingOpen = event.status === 'open' || event.status === 'live';
  const [invite, setInvite] = useState(false);

  const facts: [string, string][] = [
    [t('events.detail.duration'), t('events.detail.minutes', { count: event.durationMinutes })],
    [t('events.detail.specialty'), t(specialtyAreaLabelKey(event.specialty, country))],
  ];
  if (event.seatsLeft !== null && !ended && !cancelled)
    facts.push([t('events.detail.seatsLeft'), String(event.seatsLeft)]);
  if (event.approvalCode) facts.push([t('events.detail.approvalCode'), event.approvalCode]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.events.href()} size="sm">
        ← {t('events.detail.back')}
      </Anchor>
      {event.image && (
        <Image src={event.image.url} alt={event.image.alt} radius="md" mah={320} fit="cover" />
      )}
      <Stack gap="xs">
        <EventBadges event={event} />
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

      {cancelled && (
        <Alert color="dark" title={t('events.detail.cancelledTitle')} role="status">
          {t('events.detail.cancelledText')}
        </Alert>
      )}
      {full && (
        <Alert color="orange" title={t('events.detail.fullTitle')} role="status">
          {t('events.detail.fullText')}
        </Alert>
      )}
      {ended && (
        <Alert color="gray" title={t('events.detail.endedTitle')} role="status">
          {t(event.recording ? 'events.detail.endedWithRecording' : 'events.detail.endedText')}
        </Alert>
      )}

      {!ended && !cancelled && (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <RegistrationButton event={event} onRegistered={() => setInvite(true)} />
            {event.isRegistered && (
              <Button
                component={Link}
                to={paths.eventParticipate.href(event.id)}
                variant={meetingOpen ? 'filled' : 'light'}
                color={meetingOpen ? 'red' : undefined}
              >
                {t(meetingOpen ? 'events.detail.join' : 'events.detail.waitingRoom')}
              </Button>
            )}
          </Group>
          {event.isRegistered && (
            <Text size="sm" c="teal.8" role="status">
              {t('events.registration.youAreRegistered')}
            </Text>
          )}
          {/* After registering (never on a first visit): push reminders on this device. */}
          {invite && event.isRegistered && <PushInvitation />}
          <CalendarActions event={event} />
        </Stack>
      )}

      <Stack gap={4} component="dl" m={0}>
        {facts.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>

      {event.synopsis && (
        <Stack gap="xs" component="section" aria-labelledby="event-synopsis">
          <Title order={2} fz="lg" id="event-synopsis">
            {t('events.detail.synopsis')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{event.synopsis}</Text>
        </Stack>
      )}
      {ended && <RecordingSection event={event} />}
      <SpeakerList speakers={event.speakers} />
      <AgendaList agenda={event.agenda} timeZone={event.timeZone} />
    </Stack>
  );
}
