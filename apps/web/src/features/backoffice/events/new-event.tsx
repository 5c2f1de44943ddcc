import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  createEventSchema,
  type CreateEvent,
  type EventSchedule,
} from '@pulso/contracts/backoffice/events';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { eventFormats, eventTimeZoneOf } from '@pulso/contracts/events';
import { specialtyAreas, specialtyAreaLabelKey } from '@pulso/contracts/labels';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCreateEvent } from './events-api.ts';
import { blankMeeting, meetingInput, MeetingFields, type MeetingDraft } from './meeting-fields.tsx';
import { useFieldErrors } from '../courses/field-errors.ts';
import { ChangeError, ScheduleFields, Section } from './event-parts.tsx';

export function NewEvent({
  onBack,
  onCreated,
}: {
  onBack: () => void;
  onCreated: (id: string) => void;
}) {
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
            error={form.message('synopsis')}
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
              error={form.message('categoryId')}
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
              error={form.message('format')}
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
