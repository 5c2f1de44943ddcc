import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  createEventSchema,
  eventProviderInputSchema,
  eventRecordingSchema,
  eventScheduleSchema,
  type BackofficeEvent,
  type CreateEvent,
  type EventSchedule,
} from '@pulso/contracts/backoffice/events';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { eventFormats, eventTimeZoneOf, type EventMediaSource } from '@pulso/contracts/events';
import { specialtyAreas, specialtyAreaLabelKey } from '@pulso/contracts/labels';
import type { z } from 'zod';
import { isApiError } from '../../../lib/http/api-error.ts';
import {
  fieldErrorsOfError,
  fieldErrorsOfIssues,
  type FieldErrors,
} from '../courses/field-errors.ts';
import {
  useAddRecording,
  useBackofficeEvent,
  useBackofficeEvents,
  useCancelEvent,
  useCreateEvent,
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

const zones = [...new Set(Object.values(eventTimeZoneOf))];

/**
 * The back office's events (section `events`): the list; `?event=new` the creation form;
 * `?event=<id>` an event's schedule, meeting, recordings and cancellation.
 */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('event');
  const back = () => setParams({});
  if (id === 'new') return <NewEvent onBack={back} onCreated={(event) => setParams({ event })} />;
  if (id) return <EventEditor id={id} onBack={back} />;
  return <EventList onOpen={(event) => setParams({ event })} />;
}

/** The messages of the problems of a form: client check first, then the API's 400. */
function useFieldErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    message: (path: string) =>
      errors[path] ? t(`backofficeTraining.fieldErrors.${errors[path]}`) : undefined,
    check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
      const checked = schema.safeParse(value);
      setErrors(checked.success ? {} : fieldErrorsOfIssues(checked.error.issues));
      return checked.success ? checked.data : undefined;
    },
    fromError: (error: unknown) => setErrors(fieldErrorsOfError(error)),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md" maw={960}>
      <Title order={1} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Group role="status" gap="xs">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('backofficeTraining.events.loadError')}>
      {isApiError(error) && error.status === 403 ? (
        t('backofficeTraining.forbidden')
      ) : isApiError(error) && error.status === 404 ? (
        t('backofficeTraining.events.notFound')
      ) : (
        <Button variant="light" onClick={retry}>
          {t('backofficeTraining.retry')}
        </Button>
      )}
    </Alert>
  );
}

function ChangeError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error || (isApiError(error) && error.fieldErrors.length)) return null;
  return (
    <Alert color="red" role="alert">
      {isApiError(error) && error.status === 409
        ? t('backofficeTraining.events.conflict')
        : t('backofficeTraining.saveError')}
    </Alert>
  );
}

const when = (event: BackofficeEvent) =>
  `${event.schedule.startsAt.replace('T', ' ')} – ${event.schedule.endsAt.slice(11)} (${event.schedule.timeZone})`;

function EventList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const events = useBackofficeEvents();
  return (
    <Section id="backoffice-events-title" title={t('backofficeTraining.events.title')}>
      <Group>
        <Button onClick={() => onOpen('new')}>{t('backofficeTraining.events.create')}</Button>
      </Group>
      {events.isPending ? (
        <Loading label={t('backofficeTraining.events.loading')} />
      ) : events.isError ? (
        <LoadError error={events.error} retry={() => void events.refetch()} />
      ) : events.data.items.length === 0 ? (
        <Text>{t('backofficeTraining.events.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {events.data.items.map((event) => (
            <Paper component="li" withBorder p="sm" key={event.id}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor
                    component="button"
                    type="button"
                    ta="left"
                    fw={600}
                    onClick={() => onOpen(event.id)}
                  >
                    {event.title}
                  </Anchor>
                  <Badge color={event.status === 'cancelled' ? 'red' : 'blue'} variant="light">
                    {t(`backofficeTraining.events.status.${event.status}`)}
                  </Badge>
                </Group>
                <Text size="sm">{when(event)}</Text>
                <Text size="sm" c="dimmed">
                  {event.country.toUpperCase()} ·{' '}
                  {t('backofficeTraining.events.registrations', { count: event.registrations })}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ScheduleFields({
  value,
  onChange,
  message,
  prefix = '',
}: {
  value: EventSchedule;
  onChange: (value: EventSchedule) => void;
  message: (path: string) => string | undefined;
  prefix?: string;
}) {
  const { t } = useTranslation();
  const set = (key: keyof EventSchedule, next: string) => onChange({ ...value, [key]: next });
  const zone = value.timeZone;
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('backofficeTraining.events.fields.timeZone')}
        value={zone}
        onChange={(event) => set('timeZone', event.currentTarget.value)}
        data={zones.includes(zone as (typeof zones)[number]) ? zones : [zone, ...zones]}
        error={message(`${prefix}timeZone`)}
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        {(['startsAt', 'endsAt'] as const).map((key) => (
          <TextInput
            key={key}
            type="datetime-local"
            label={t(`backofficeTraining.events.fields.${key}`, { zone })}
            value={value[key]}
            onChange={(event) => set(key, event.currentTarget.value)}
            error={message(`${prefix}${key}`)}
            style={{ flex: '1 1 14rem' }}
          />
        ))}
      </Group>
    </Stack>
  );
}

function NewEvent({ onBack, onCreated }: { onBack: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateEvent();
  const form = useFieldErrors();
  const [country, setCountry] = useState<CountryCode>('mx');
  const [draft, setDraft] = useState({
    title: '',
    synopsis: '',
    categoryId: specialtyAreas[0] as string,
    format: 'webinar' as string,
    capacity: '' as number | string,
  });
  const [schedule, setSchedule] = useState<EventSchedule>({
    startsAt: '',
    endsAt: '',
    timeZone: eventTimeZoneOf.mx,
  });
  const [meeting, setMeeting] = useState<MeetingDraft>(blankMeeting);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...draft,
      country,
      capacity: draft.capacity === '' ? null : Number(draft.capacity),
      schedule,
      meeting: meetingInput(meeting),
    };
    if (!form.check(createEventSchema, body)) return;
    create.mutate(body as CreateEvent, {
      onSuccess: (created) => onCreated(created.id),
      onError: form.fromError,
    });
  }

  return (
    <Section id="backoffice-event-new" title={t('backofficeTraining.events.create')}>
      <Anchor component="button" type="button" ta="left" onClick={onBack}>
        {t('backofficeTraining.events.back')}
      </Anchor>
      <form onSubmit={submit} noValidate aria-labelledby="backoffice-event-new">
        <Stack gap="md">
          <TextInput
            label={t('backofficeTraining.events.fields.title')}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
            error={form.message('title')}
            required
          />
          <Textarea
            label={t('backofficeTraining.events.fields.synopsis')}
            value={draft.synopsis}
            onChange={(e) => setDraft({ ...draft, synopsis: e.currentTarget.value })}
            minRows={2}
          />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NativeSelect
              label={t('backofficeTraining.events.fields.country')}
              value={country}
              onChange={(e) => {
                const code = e.currentTarget.value as CountryCode;
                setCountry(code);
                setSchedule({ ...schedule, timeZone: eventTimeZoneOf[code] });
              }}
              data={countryCodes.map((code) => ({ value: code, label: code.toUpperCase() }))}
              style={{ flex: '1 1 8rem' }}
            />
            <NativeSelect
              label={t('backofficeTraining.events.fields.categoryId')}
              value={draft.categoryId}
              onChange={(e) => setDraft({ ...draft, categoryId: e.currentTarget.value })}
              data={specialtyAreas.map((area) => ({
                value: area,
                label: t(specialtyAreaLabelKey(area, country)),
              }))}
              style={{ flex: '1 1 10rem' }}
            />
            <NativeSelect
              label={t('backofficeTraining.events.fields.format')}
              value={draft.format}
              onChange={(e) => setDraft({ ...draft, format: e.currentTarget.value })}
              data={eventFormats.map((format) => ({
                value: format,
                label: t(`events.format.${format}`),
              }))}
              style={{ flex: '1 1 8rem' }}
            />
            <NumberInput
              label={t('backofficeTraining.events.fields.capacity')}
              value={draft.capacity}
              onChange={(value) => setDraft({ ...draft, capacity: value })}
              min={1}
              allowDecimal={false}
              error={form.message('capacity')}
              style={{ flex: '1 1 8rem' }}
            />
          </Group>
          <Fieldset legend={t('backofficeTraining.events.schedule')}>
            <ScheduleFields
              value={schedule}
              onChange={setSchedule}
              message={form.message}
              prefix="schedule."
            />
          </Fieldset>
          <Fieldset legend={t('backofficeTraining.events.meeting.title')}>
            <MeetingFields
              value={meeting}
              onChange={setMeeting}
              passwordSet={false}
              error={(path) => form.message(`meeting.${path}`)}
            />
          </Fieldset>
          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('backofficeTraining.invalid')}
            </Alert>
          )}
          <ChangeError error={create.error} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('backofficeTraining.events.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function EventEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const event = useBackofficeEvent(id);
  return (
    <Stack gap="md" maw={960}>
      <Anchor component="button" type="button" ta="left" onClick={onBack}>
        {t('backofficeTraining.events.back')}
      </Anchor>
      {event.isPending ? (
        <Loading label={t('backofficeTraining.events.loadingOne')} />
      ) : event.isError ? (
        <LoadError error={event.error} retry={() => void event.refetch()} />
      ) : (
        <EventDetails event={event.data} />
      )}
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
  const open = event.status === 'scheduled';
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
