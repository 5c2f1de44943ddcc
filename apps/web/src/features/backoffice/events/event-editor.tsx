import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  eventProviderInputSchema,
  eventRecordingSchema,
  eventScheduleSchema,
  type BackofficeEvent,
  type EventSchedule,
} from '@pulso/contracts/backoffice/events';
import type { EventMediaSource } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  useAddRecording,
  useBackofficeEvent,
  useCancelEvent,
  useRemoveRecording,
  useReschedule,
  useSetMeeting,
} from './events-api.ts';
import {
  blankMeeting,
  meetingInput,
  MeetingFields,
  mimeTypes,
  type MeetingDraft,
} from './meeting-fields.tsx';
import { AdminQuery } from '../admin-common/admin-query.tsx';
import { AuditSection } from '../admin-common/audit-section.tsx';
import { useFieldErrors } from '../courses/field-errors.ts';
import { ChangeError, ScheduleFields, when } from './event-parts.tsx';
import { EventReview } from './event-review.tsx';

export function EventEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const event = useBackofficeEvent(id);
  return (
    <Stack gap="md" maw={960}>
      <Anchor component="button" type="button" ta="left" onClick={onBack}>
        {t('backofficeTraining.events.back')}
      </Anchor>
      <AdminQuery
        query={event}
        errorTitle={t('backofficeTraining.events.loadError')}
        notFound={t('backofficeTraining.events.notFound')}
      >
        {(data) => (
          <>
            <EventDetails event={data} />
            <AuditSection id={data.id} intro={t('backoffice.audit.introEvent')} />
          </>
        )}
      </AdminQuery>
    </Stack>
  );
}

const draftOf = (event: BackofficeEvent): MeetingDraft => {
  const meeting = event.meeting;
  switch (meeting.provider) {
    case 'zoom':
      return { ...blankMeeting, provider: 'zoom', meetingNumber: meeting.meetingNumber };
    case 'jitsi':
      return { ...blankMeeting, provider: 'jitsi', room: meeting.room };
    case 'external':
      return { ...blankMeeting, provider: 'external', url: meeting.url };
    case 'stream':
      return {
        ...blankMeeting,
        provider: 'stream',
        streamUrl: meeting.sources[0]?.url ?? '',
        streamType: meeting.sources[0]?.mimeType ?? 'video/mp4',
        live: meeting.live,
      };
  }
};

function EventDetails({ event }: { event: BackofficeEvent }) {
  const { t } = useTranslation();
  const open = event.status !== 'ended' && event.status !== 'cancelled';
  return (
    <Stack component="section" aria-labelledby="backoffice-event-title" gap="lg">
      <Stack gap={4}>
        <Title order={1} id="backoffice-event-title">
          {event.title}
        </Title>
        <Group gap="xs">
          <Badge color={event.status === 'cancelled' ? 'red' : 'blue'} variant="light">
            {t(`backofficeTraining.events.status.${event.status}`)}
          </Badge>
          <Text size="sm">{when(event)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {event.country.toUpperCase()} ·{' '}
          {t('backofficeTraining.events.registrations', { count: event.registrations })}
        </Text>
      </Stack>
      <EventReview event={event} />
      {open && <RescheduleForm key={`${event.startsAt}-${event.endsAt}`} event={event} />}
      <MeetingForm key={JSON.stringify(event.meeting)} event={event} />
      <Recordings event={event} />
      {open && <CancelEvent event={event} />}
    </Stack>
  );
}

function RescheduleForm({ event }: { event: BackofficeEvent }) {
  const { t } = useTranslation();
  const reschedule = useReschedule(event.id);
  const form = useFieldErrors();
  const [schedule, setSchedule] = useState<EventSchedule>(event.schedule);
  const [done, setDone] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    const body = form.check(eventScheduleSchema, schedule);
    if (body) reschedule.mutate(body, { onSuccess: () => setDone(true), onError: form.fromError });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t('backofficeTraining.events.schedule')}>
        <Stack gap="sm">
          <ScheduleFields value={schedule} onChange={setSchedule} message={form.message} />
          <Text size="sm" c="dimmed">
            {t('backofficeTraining.events.remindersMove')}
          </Text>
          <ChangeError error={reschedule.error} />
          {done && (
            <Alert color="teal" role="status">
              {t('backofficeTraining.events.rescheduled')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={reschedule.isPending}>
              {t('backofficeTraining.events.reschedule')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

function MeetingForm({ event }: { event: BackofficeEvent }) {
  const { t } = useTranslation();
  const setMeeting = useSetMeeting(event.id);
  const form = useFieldErrors();
  const [meeting, setDraft] = useState<MeetingDraft>(() => draftOf(event));
  const passwordSet = event.meeting.provider === 'zoom' && event.meeting.passwordSet;
  function submit(e: FormEvent) {
    e.preventDefault();
    const body = form.check(eventProviderInputSchema, meetingInput(meeting));
    if (body) setMeeting.mutate(body, { onError: form.fromError });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t('backofficeTraining.events.meeting.title')}>
        <Stack gap="sm">
          <MeetingFields
            value={meeting}
            onChange={setDraft}
            passwordSet={passwordSet}
            error={form.message}
          />
          <ChangeError error={setMeeting.error} />
          <Group>
            <Button type="submit" loading={setMeeting.isPending}>
              {t('backofficeTraining.events.meeting.save')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

function Recordings({ event }: { event: BackofficeEvent }) {
  const { t } = useTranslation();
  const add = useAddRecording(event.id);
  const remove = useRemoveRecording(event.id);
  const form = useFieldErrors();
  const [recording, setRecording] = useState<EventMediaSource>({ url: '', mimeType: 'video/mp4' });
  function submit(e: FormEvent) {
    e.preventDefault();
    const body = form.check(eventRecordingSchema, recording);
    if (body)
      add.mutate(body, {
        onSuccess: () => setRecording({ url: '', mimeType: 'video/mp4' }),
        onError: form.fromError,
      });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t('backofficeTraining.events.recordings.title')}>
        <Stack gap="sm">
          {event.recordings.length === 0 ? (
            <Text size="sm">{t('backofficeTraining.events.recordings.none')}</Text>
          ) : (
            <Stack component="ul" gap={4} p={0} style={{ listStyle: 'none' }}>
              {event.recordings.map((source, index) => (
                <Group component="li" key={`${index}-${source.url}`} gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1 }}>
                    {source.url} ({source.mimeType})
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    loading={remove.isPending && remove.variables === index}
                    aria-label={t('backofficeTraining.events.recordings.remove', { n: index + 1 })}
                    onClick={() => remove.mutate(index)}
                  >
                    {t('backofficeTraining.events.recordings.removeShort')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t('backofficeTraining.events.recordings.url')}
              value={recording.url}
              onChange={(e) => setRecording({ ...recording, url: e.currentTarget.value })}
              error={form.message('url')}
              style={{ flex: '1 1 16rem' }}
            />
            <NativeSelect
              label={t('backofficeTraining.events.recordings.type')}
              value={recording.mimeType}
              onChange={(e) =>
                setRecording({
                  ...recording,
                  mimeType: e.currentTarget.value as EventMediaSource['mimeType'],
                })
              }
              data={mimeTypes}
              style={{ flex: '1 1 10rem' }}
            />
          </Group>
          <ChangeError error={add.error ?? remove.error} />
          <Group>
            <Button type="submit" variant="light" loading={add.isPending}>
              {t('backofficeTraining.events.recordings.add')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

function CancelEvent({ event }: { event: BackofficeEvent }) {
  const { t } = useTranslation();
  const cancel = useCancelEvent(event.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="xs">
      <ChangeError error={cancel.error} />
      {confirming ? (
        <Group gap="sm">
          <Text size="sm">{t('backofficeTraining.events.cancelConfirm')}</Text>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('backofficeTraining.events.cancelYes')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('backofficeTraining.events.cancelNo')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t('backofficeTraining.events.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
