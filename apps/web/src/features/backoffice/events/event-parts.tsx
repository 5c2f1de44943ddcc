import { use, type ReactNode } from 'react';
import { Alert, Badge, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BackofficeEvent, EventSchedule } from '@pulso/contracts/backoffice/events';
import { eventTimeZoneOf } from '@pulso/contracts/events';
import { EventStatusBadge, EventTime, useZoneCity } from '../../events/index.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { countriesAllowed } from '../access.ts';
import { MeContext } from '../me-context.ts';

export const zones = [...new Set(Object.values(eventTimeZoneOf))];

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md" maw={960}>
      <Title order={1} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function ChangeError({ error }: { error: unknown }) {
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

export const reviewColor = { draft: 'gray', 'in-review': 'yellow', approved: 'teal' } as const;

/**
 * Where the event is in time and in its review, and when it is: the doctors' status badge and
 * the time as their pages write it (the zone's city, and the staff member's own time when it
 * differs), with its country and registrations.
 */
export function EventFacts({
  event,
  withReview = true,
}: {
  event: BackofficeEvent;
  /** The review's state too (the list's; the event's page has its review section). */
  withReview?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <EventStatusBadge status={event.status} />
        {withReview && (
          <Badge color={reviewColor[event.review]} variant="light">
            {t(`backoffice.review.state.${event.review}`)}
          </Badge>
        )}
      </Group>
      <EventTime
        startsAt={event.startsAt}
        endsAt={event.endsAt}
        timeZone={event.schedule.timeZone}
        now={Date.parse(event.serverNow)}
      />
      <Text size="sm" c="dimmed">
        {event.country.toUpperCase()} ·{' '}
        {t('backofficeTraining.events.registrations', { count: event.registrations })}
      </Text>
    </Stack>
  );
}

/**
 * Whether the staff member may do `action` on the event (the back office's own roles); outside
 * the back office's root (a page rendered alone) every step is shown. The API decides anyway.
 */
export function useMayOnEvent(event: Pick<BackofficeEvent, 'country'>) {
  const me = use(MeContext);
  return (action: string) =>
    me === null || countriesAllowed(me, { action, subject: 'Event' }).includes(event.country);
}

export function ScheduleFields({
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
  const cityOf = useZoneCity();
  const set = (key: keyof EventSchedule, next: string) => onChange({ ...value, [key]: next });
  const zone = value.timeZone;
  const options = zones.includes(zone as (typeof zones)[number]) ? zones : [zone, ...zones];
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('backofficeTraining.events.fields.timeZone')}
        value={zone}
        onChange={(event) => set('timeZone', event.currentTarget.value)}
        data={options.map((option) => ({ value: option, label: cityOf(option) }))}
        error={message(`${prefix}timeZone`)}
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        {(['startsAt', 'endsAt'] as const).map((key) => (
          <TextInput
            key={key}
            type="datetime-local"
            label={t(`backofficeTraining.events.fields.${key}`, { zone: cityOf(zone) })}
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
