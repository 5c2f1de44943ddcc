import { TextInput } from '@mantine/core';
import type { CountryCode } from '@pulso/contracts/country';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ContentPartsField } from './content-parts-field.tsx';
import { EditableRows } from './row-controls.tsx';
import { blankSeason, type SeasonValues } from './season-values.ts';

/** The seasons of a series (spec §3), each a title and its own episodes; added, removed, moved. */
export function SeasonsField({
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
  const form = anyForm as unknown as UseFormReturn<{ seasons: SeasonValues[] }>;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'seasons',
    keyName: 'key',
  });

  return (
    <EditableRows
      legend={t('backoffice.contents.fields.seasons')}
      rows={fields}
      rowHeading={(number) => t('backoffice.contents.seasons.heading', { number })}
      addLabel={t('backoffice.contents.seasons.add')}
      onAdd={() => append(blankSeason())}
      move={move}
      remove={remove}
      disabled={disabled}
    >
      {(_season, index, heading) => (
        <>
          <TextInput
            label={t('backoffice.contents.parts.title', { row: heading })}
            required
            maxLength={300}
            {...form.register(`seasons.${index}.title`)}
            error={fieldError(form.formState.errors.seasons?.[index]?.title)}
          />
          <ContentPartsField
            form={anyForm}
            name={`seasons.${index}.episodes`}
            legend={t('backoffice.contents.seasons.episodes', { season: heading })}
            rowHeading={(number) =>
              t('backoffice.contents.seasons.episode', { season: index + 1, number })
            }
            addLabel={t('backoffice.contents.parts.add.episodes')}
            countries={countries}
            disabled={disabled}
          />
        </>
      )}
    </EditableRows>
  );
}
