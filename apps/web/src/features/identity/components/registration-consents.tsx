import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { RegistrationForm } from '@pulso/contracts/registration';
import { Controller, type Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useFieldError } from '../../../lib/forms.ts';
import type { FormInput } from './registration-form-model.ts';

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
  return (
    <Stack gap="xs">
      <Controller
        control={control}
        name="iamDoctor"
        render={({ field, fieldState }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            label={t('identity.register.iamDoctor')}
            required
            aria-invalid={fieldState.invalid}
            error={fieldError(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="readAcceptTerms"
        render={({ field, fieldState }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            required
            aria-invalid={fieldState.invalid}
            error={fieldError(fieldState.error)}
            label={
              <Trans
                i18nKey="identity.register.consent"
                components={{
                  terms: (
                    <Anchor href={profile.terms.link} target="_blank" rel="noopener noreferrer" />
                  ),
                  privacy: (
                    <Anchor href={profile.privacy.link} target="_blank" rel="noopener noreferrer" />
                  ),
                }}
              />
            }
          />
        )}
      />
      <Controller
        control={control}
        name="receivePromotional"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            label={t('identity.register.receivePromotional')}
          />
        )}
      />
    </Stack>
  );
}
