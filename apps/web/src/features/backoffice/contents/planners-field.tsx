import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { CountryCode } from '@pulso/contracts/country';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/forms.ts';
import { FormUploadField } from './form-upload-field.tsx';
import { blankPlanner, type PlannerValues } from './planner-values.ts';
import { RowControls } from './row-controls.tsx';

/** The planners of a training or event (spec §3): a name, a description and a photo each. */
export function PlannersField({
  form: anyForm,
  countries,
  disabled,
}: {
  form: UseFormReturn<never>;
  countries: CountryCode[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = anyForm as unknown as UseFormReturn<{ planners: PlannerValues[] }>;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'planners',
    keyName: 'key',
  });
  const text = (key: string, row: string) => t(`backoffice.contents.planners.${key}`, { row });

  return (
    <Fieldset legend={t('backoffice.contents.fields.planners')} variant="filled">
      <Stack gap="md">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('backoffice.contents.parts.none')}
          </Text>
        )}
        {fields.map((planner, index) => {
          const row = t('backoffice.contents.planners.heading', { number: index + 1 });
          const errors = form.formState.errors.planners?.[index];
          return (
            <Stack key={planner.key} gap="xs">
              <RowControls
                heading={row}
                number={index + 1}
                count={fields.length}
                disabled={disabled}
                move={move}
                remove={remove}
              />
              <TextInput
                label={text('name', row)}
                required
                maxLength={200}
                {...form.register(`planners.${index}.name`)}
                error={fieldError(errors?.name)}
              />
              <Textarea
                label={text('description', row)}
                resize="vertical"
                rows={2}
                maxLength={5000}
                {...form.register(`planners.${index}.description`)}
                error={fieldError(errors?.description)}
              />
              <FormUploadField
                form={form}
                name={`planners.${index}.thumbnail`}
                kind="thumbnail"
                label={text('thumbnail', row)}
                countries={countries}
                disabled={disabled}
              />
            </Stack>
          );
        })}
        <Group>
          <Button variant="light" disabled={disabled} onClick={() => append(blankPlanner())}>
            {t('backoffice.contents.planners.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
