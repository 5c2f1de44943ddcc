import { Textarea, TextInput } from '@mantine/core';
import type { CountryCode } from '@pulso/contracts/country';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { FormUploadField } from './form-upload-field.tsx';
import { blankPlanner, type PlannerValues } from './planner-values.ts';
import { EditableRows } from './row-controls.tsx';

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
    <EditableRows
      legend={t('backoffice.contents.fields.planners')}
      rows={fields}
      rowHeading={(number) => t('backoffice.contents.planners.heading', { number })}
      addLabel={t('backoffice.contents.planners.add')}
      onAdd={() => append(blankPlanner())}
      move={move}
      remove={remove}
      disabled={disabled}
    >
      {(_planner, index, row) => {
        const errors = form.formState.errors.planners?.[index];
        return (
          <>
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
          </>
        );
      }}
    </EditableRows>
  );
}
