import { useCallback, useMemo, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { placeOfCep } from '@pulso/contracts/docfinder/cep-ranges';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation.tsx';
import { useLookUpCep } from '../api/docfinder-queries.ts';
import type { AddressFormOutput, AddressFormValues } from './address-form-schema.ts';

type Filled = 'uf' | 'municipality' | 'street' | 'district';

/** What the last complete CEP did to the form, for the note under the field. */
type CepNote =
  { kind: 'filled'; fields: Filled[]; chooseMunicipality: boolean } | { kind: 'unknown' };

/** What a CEP tells: its UF, and what else is known of it. */
interface CepPlace {
  uf: string;
  municipalityCode?: string;
  street?: string;
  district?: string;
}

/**
 * The address form's CEP filling (decision 077). As soon as the CEP has its 8 digits the UF comes
 * from the CEP ranges (offline, no call) and so does the municipality where its range is known;
 * then `GET ceps/{cep}` may add the CEP service's municipality, street and district. Street and
 * district replace only a blank field or what an earlier CEP wrote there, never the doctor's
 * typing; a municipality an earlier CEP chose goes when this one does not know its own. Returns
 * the note to show and the handler of the CEP's changes.
 */
export function useCepFill(form: UseFormReturn<AddressFormValues, unknown, AddressFormOutput>) {
  const lookUp = useLookUpCep();
  const [note, setNote] = useState<CepNote>();
  // The CEP being filled from (an answer for an older one is dropped), and what it wrote.
  const current = useRef('');
  const written = useRef<Partial<Record<'municipalityCode' | 'street' | 'district', string>>>({});

  const fill = useCallback(
    (place: CepPlace) => {
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      const fields: Filled[] = ['uf'];
      if (form.getValues('uf') !== place.uf) {
        form.setValue('uf', place.uf, options);
        form.setValue('municipalityCode', '', options);
      }
      if (place.municipalityCode) {
        form.setValue('municipalityCode', place.municipalityCode, options);
        written.current.municipalityCode = place.municipalityCode;
        fields.push('municipality');
      } else if (form.getValues('municipalityCode') === written.current.municipalityCode) {
        // An earlier CEP's municipality is not this one's.
        form.setValue('municipalityCode', '', options);
      }
      for (const name of ['street', 'district'] as const) {
        const value = place[name];
        const now = form.getValues(name);
        if (value && (!now || now === written.current[name])) {
          form.setValue(name, value, options);
          written.current[name] = value;
          fields.push(name);
        }
      }
      setNote({
        kind: 'filled',
        fields,
        chooseMunicipality: !form.getValues('municipalityCode'),
      });
    },
    [form],
  );

  const onCepChange = useCallback(
    (value: string) => {
      const digits = value.replace(/\D/g, '');
      if (digits.length !== 8) {
        current.current = '';
        return;
      }
      if (digits === current.current) return;
      current.current = digits;
      const place = placeOfCep(digits);
      if (!place) {
        setNote({ kind: 'unknown' });
        return;
      }
      fill(place);
      lookUp(digits).then(
        (answer) => {
          if (current.current === digits) fill(answer);
        },
        () => undefined, // Out of reach: the offline filling stands.
      );
    },
    [fill, lookUp],
  );

  return { note, onCepChange };
}

/** The note under the CEP field: what the CEP filled, announced to screen readers. */
export function CepFillNote({ note }: { note: CepNote | undefined }) {
  const { t, i18n } = useTranslation();
  const text = useMemo(() => {
    if (!note) return '';
    if (note.kind === 'unknown') return t('docfinder.address.cepUnknown');
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      note.fields.map((field) => t(`docfinder.address.cepFields.${field}`)),
    );
    const filled = t('docfinder.address.cepFilled', { fields: list });
    return note.chooseMunicipality
      ? `${filled} ${t('docfinder.address.cepChooseMunicipality')}`
      : filled;
  }, [note, t, i18n.language]);
  return (
    <Text size="sm" mt={4} role="status">
      {text}
    </Text>
  );
}
