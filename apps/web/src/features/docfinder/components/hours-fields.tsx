import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { DOCFINDER_MAX_HOURS, weekDays } from '@pulso/contracts/docfinder/limits';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  newPeriod,
  type AddressFormOutput,
  type AddressFormValues,
} from './address-form-schema.ts';

/** Opening hours: periods of a day (`seg 08:00–12:00`), several a day, none at all allowed. */
export function HoursFields({
  form,
}: {
  form: UseFormReturn<AddressFormValues, unknown, AddressFormOutput>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const hours = useFieldArray({ control: form.control, name: 'hours' });
  const errors = form.formState.errors.hours;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t('docfinder.address.hours')}
      </Text>
      {hours.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('docfinder.address.noHours')}
        </Text>
      )}
      {hours.fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const number = index + 1;
        return (
          <Group key={field.id} gap="xs" align="flex-start" wrap="wrap">
            <NativeSelect
              {...form.register(`hours.${index}.day`)}
              label={t('docfinder.address.dayShort')}
              aria-label={t('docfinder.address.day', { number })}
              data={weekDays.map((day) => ({ value: day, label: t(`docfinder.daysLong.${day}`) }))}
              w={150}
            />
            <TextInput
              {...form.register(`hours.${index}.opens`)}
              type="time"
              label={t('docfinder.address.opensShort')}
              aria-label={t('docfinder.address.opens', { number })}
              error={fieldError(rowErrors?.opens as FieldError | undefined)}
              w={130}
            />
            <TextInput
              {...form.register(`hours.${index}.closes`)}
              type="time"
              label={t('docfinder.address.closesShort')}
              aria-label={t('docfinder.address.closes', { number })}
              error={fieldError(rowErrors?.closes as FieldError | undefined)}
              w={130}
            />
            <Button
              variant="subtle"
              color="red"
              mt={25}
              onClick={() => hours.remove(index)}
              aria-label={t('docfinder.address.removePeriod', { number })}
            >
              {t('docfinder.address.remove')}
            </Button>
          </Group>
        );
      })}
      {hours.fields.length < DOCFINDER_MAX_HOURS && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              const last = (form.getValues('hours') ?? []).at(-1);
              const nextDay = last ? weekDays[(weekDays.indexOf(last.day) + 1) % 7] : undefined;
              hours.append(newPeriod(nextDay ?? 'mon'));
            }}
          >
            {t('docfinder.address.addPeriod')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
