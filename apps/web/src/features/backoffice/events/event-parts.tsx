import type { ReactNode } from 'react';
import { Alert, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import type { BackofficeEvent, EventSchedule } from '@pulso/contracts/backoffice/events';
import { eventTimeZoneOf } from '@pulso/contracts/events';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';

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

/** When an event is, on its own clock. */
export const when = (event: BackofficeEvent) =>
  `${event.schedule.startsAt.replace('T', ' ')} – ${event.schedule.endsAt.slice(11)} (${event.schedule.timeZone})`;

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
