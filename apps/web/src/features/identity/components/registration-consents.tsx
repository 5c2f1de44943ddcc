import type { ReactNode } from 'react';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { RegistrationForm } from '@pulso/contracts/registration';
import { Controller, type Control } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { FormInput } from './registration-form-model.ts';

type Consent = 'iamDoctor' | 'readAcceptTerms' | 'receivePromotional';

/**
 * The registration's three boxes: "I am a doctor" and the terms and privacy consent (both
 * required, the country's own links), and the optional promotional consent.
 */
export function RegistrationConsents({
  control,
}: {
  control: Control<FormInput, unknown, RegistrationForm>;
}) {
  const { t } = useTranslation();
  const { profile } = useCountry();
  const fieldError = useFieldError();

  const box = (name: Consent, label: ReactNode, required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          label={label}
          required={required}
          aria-invalid={required ? fieldState.invalid : undefined}
          error={required ? fieldError(fieldState.error) : undefined}
        />
      )}
    />
  );

  return (
    <Stack gap="xs">
      {box('iamDoctor', t('identity.register.iamDoctor'), true)}
      {box(
        'readAcceptTerms',
        <Trans
          i18nKey="identity.register.consent"
          components={{
            terms: <Anchor href={profile.terms.link} target="_blank" rel="noopener noreferrer" />,
            privacy: (
              <Anchor href={profile.privacy.link} target="_blank" rel="noopener noreferrer" />
            ),
          }}
        />,
        true,
      )}
      {box('receivePromotional', t('identity.register.receivePromotional'), false)}
    </Stack>
  );
}
