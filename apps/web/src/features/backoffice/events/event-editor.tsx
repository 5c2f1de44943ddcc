import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
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
  agendaOutside,
  eventProviderInputSchema,
  eventRecordingSchema,
  eventScheduleSchema,
  eventTextSchema,
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
  useUpdateEventText,
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
import { ChangeError, EventFacts, ScheduleFields, useMayOnEvent } from './event-parts.tsx';
import { EventReview } from './event-review.tsx';
import { EventTextFields } from './event-text-fields.tsx';
import { textBodyOf, textDraftOf } from './event-text-values.ts';

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
  const may = useMayOnEvent(event);
  const open = event.status !== 'ended' && event.status !== 'cancelled';
  const manages = may('update');
  return (
    <Stack component="section" aria-labelledby="backoffice-event-title" gap="lg">
      <Stack gap={4}>
        <Title order={1} id="backoffice-event-title" style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Title>
        <EventFacts event={event} withReview={false} />
      </Stack>
      <EventReview event={event} />
      <EventTextForm
        key={`${event.startsAt}-${event.schedule.timeZone}`}
        event={event}
        readOnly={!manages || event.status === 'cancelled'}
      />
      {/* Not keyed by the schedule: the new one it answers would hide its confirmation. */}
      {manages && open && <RescheduleForm event={event} />}
      {manages && <MeetingForm key={JSON.stringify(event.meeting)} event={event} />}
      {manages && <Recordings event={event} />}
      {manages && open && <CancelEvent event={event} />}
    </Stack>
  );
}

/**
 * The text doctors see (decision 075), read-only for those who only review it. Once doctors see
 * an approved text, what is saved here is a new version they see only after its approval.
 */
function EventTextForm({ event, readOnly }: { event: BackofficeEvent; readOnly: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateEventText(event.id);
  const form = useFieldErrors();
  const [text, setText] = useState(() => textDraftOf(event));
  const [saved, setSaved] = useState<'draft' | 'edit' | null>(null);
  const published = event.review === 'approved' || event.published !== null;
  // The agenda lies within the event, on its wall clock (the API checks it too).
  const schema = useMemo(
    () =>
      eventTextSchema.superRefine((body, context) => {
        for (const issue of agendaOutside(body.agenda, event.schedule))
          context.addIssue({ code: 'custom', ...issue });
      }),
    [event.schedule],
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const body = form.check(schema, textBodyOf(text));
    if (body)
      update.mutate(body, {
        onSuccess: (after) => setSaved(after.published ? 'edit' : 'draft'),
        onError: form.fromError,
      });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t('backofficeTraining.events.text.title')}>
        <Stack gap="sm">
          {published && !readOnly && (
            <Text size="sm" c="dimmed">
              {t('backofficeTraining.events.text.editApproved')}
            </Text>
          )}
          <EventTextFields
            value={text}
            onChange={setText}
            country={event.country}
            timeZone={event.schedule.timeZone}
            eventStart={event.schedule.startsAt}
            message={form.message}
            disabled={readOnly}
          />
          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('backofficeTraining.invalid')}
            </Alert>
          )}
          <ChangeError error={update.error} />
          {saved && (
            <Alert color="teal" role="status">
              {t(`backofficeTraining.events.text.saved.${saved}`)}
            </Alert>
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('backofficeTraining.events.text.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
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
