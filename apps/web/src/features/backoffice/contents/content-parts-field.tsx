import { Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { CountryCode } from '@pulso/contracts/country';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { FormUploadField } from './form-upload-field.tsx';
import { blankPart, type PartValues } from './part-values.ts';
import { EditableRows } from './row-controls.tsx';

/** Any form holding lists of parts; a list is named by its path (`episodes`, `seasons.0.episodes`). */
type PartsForm = UseFormReturn<Record<string, PartValues[]>>;

/**
 * The episodes or lessons of an item or of a season (issue 17): a title, a synopsis, a
 * thumbnail, a file (video, audio or PDF) and a duration each; added, removed and moved.
 */
export function ContentPartsField({
  form: anyForm,
  name,
  legend,
  rowHeading,
  addLabel,
  countries,
  disabled,
}: {
  form: UseFormReturn<never>;
  name: string;
  legend: string;
  /** The heading of row `number` (1 first), which also names its inputs. */
  rowHeading: (number: number) => string;
  addLabel: string;
  countries: CountryCode[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = anyForm as unknown as PartsForm;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name,
    keyName: 'key',
  });
  const text = (key: string, row: string) => t(`backoffice.contents.parts.${key}`, { row });

  return (
    <EditableRows
      legend={legend}
      rows={fields}
      rowHeading={rowHeading}
      addLabel={addLabel}
      onAdd={() => append(blankPart())}
      move={move}
      remove={remove}
      disabled={disabled}
      separated
    >
      {(_part, index, row) => {
        const at = `${name}.${index}` as const;
        return (
          <>
            <TextInput
              label={text('title', row)}
              required
              maxLength={300}
              {...form.register(`${at}.title`)}
              error={fieldError(form.getFieldState(`${at}.title`, form.formState).error)}
            />
            <Textarea
              label={text('synopsis', row)}
              resize="vertical"
              rows={2}
              maxLength={5000}
              {...form.register(`${at}.synopsis`)}
              error={fieldError(form.getFieldState(`${at}.synopsis`, form.formState).error)}
            />
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <Controller
                control={form.control}
                name={`${at}.kind`}
                render={({ field }) => (
                  <Select
                    label={text('kind', row)}
                    allowDeselect={false}
                    data={(['video', 'audio', 'pdf'] as const).map((value) => ({
                      value,
                      label: t(`backoffice.contents.bodyKinds.${value}`),
                    }))}
                    value={field.value as unknown as string}
                    onChange={(value) => {
                      field.onChange(value);
                      form.setValue(`${at}.url`, '' as never);
                    }}
                    style={{ minWidth: 140 }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`${at}.minutes`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={text('minutes', row)}
                    min={0}
                    max={1440}
                    allowDecimal={false}
                    value={field.value as unknown as number | ''}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                    ref={field.ref}
                    error={fieldError(fieldState.error)}
                    style={{ minWidth: 140 }}
                  />
                )}
              />
            </Group>
            <FormUploadField
              form={form}
              name={`${at}.thumbnail`}
              kind="thumbnail"
              label={text('thumbnail', row)}
              countries={countries}
              disabled={disabled}
            />
            <FormUploadField
              form={form}
              name={`${at}.url`}
              kind={form.getValues(`${at}.kind`) as unknown as PartValues['kind']}
              label={text('file', row)}
              countries={countries}
              disabled={disabled}
              onUploaded={(uploaded) =>
                form.setValue(`${at}.mimeType`, uploaded.contentType as never)
              }
            />
          </>
        );
      }}
    </EditableRows>
  );
}
