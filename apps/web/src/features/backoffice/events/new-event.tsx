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
} from '@mantine/core';
import {
  createEventSchema,
  type CreateEvent,
  type EventSchedule,
} from '@pulso/contracts/backoffice/events';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { eventTimeZoneOf } from '@pulso/contracts/events';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCreateEvent } from './events-api.ts';
import { blankMeeting, meetingInput, MeetingFields, type MeetingDraft } from './meeting-fields.tsx';
import { useFieldErrors } from '../courses/field-errors.ts';
import { ChangeError, ScheduleFields, Section } from './event-parts.tsx';
import { EventTextFields } from './event-text-fields.tsx';
import { textBodyOf, textDraftOf } from './event-text-values.ts';

/**
 * A new event: its text (everything doctors see: decision 075), country, seats, schedule in the
 * event's zone and meeting. It is a draft until a reviewer approves it with its code.
 */
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
  const [text, setText] = useState(() => textDraftOf());
  const [capacity, setCapacity] = useState<number | string>('');
  const [schedule, setSchedule] = useState<EventSchedule>({
    startsAt: '',
    endsAt: '',
    timeZone: eventTimeZoneOf.mx,
  });
  const [meeting, setMeeting] = useState<MeetingDraft>(blankMeeting);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: CreateEvent = {
      ...textBodyOf(text),
      country,
      capacity: capacity === '' ? null : Number(capacity),
      schedule,
      meeting: meetingInput(meeting),
    };
    if (!form.check(createEventSchema, body)) return;
    create.mutate(body, {
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
          <NativeSelect
            label={t('backofficeTraining.events.fields.country')}
            value={country}
            onChange={(e) => {
              const code = e.currentTarget.value as CountryCode;
              setCountry(code);
              setSchedule({ ...schedule, timeZone: eventTimeZoneOf[code] });
            }}
            data={countryCodes.map((code) => ({ value: code, label: code.toUpperCase() }))}
            maw={240}
          />
          <Fieldset legend={t('backofficeTraining.events.text.title')}>
            <EventTextFields
              value={text}
              onChange={setText}
              country={country}
              timeZone={schedule.timeZone}
              eventStart={schedule.startsAt}
              message={form.message}
            />
          </Fieldset>
          <Fieldset legend={t('backofficeTraining.events.schedule')}>
            <Stack gap="sm">
              <ScheduleFields
                value={schedule}
                onChange={setSchedule}
                message={form.message}
                prefix="schedule."
              />
              <NumberInput
                label={t('backofficeTraining.events.fields.capacity')}
                value={capacity}
                onChange={setCapacity}
                min={1}
                allowDecimal={false}
                error={form.message('capacity')}
                maw={320}
              />
            </Stack>
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
