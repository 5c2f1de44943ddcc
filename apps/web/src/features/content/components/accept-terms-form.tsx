import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCEPT_TERMS_NAME_MAX_LENGTH,
  REGISTER_NUMBER_MAX_LENGTH,
  acceptTermsBodySchema,
} from '@pulso/contracts/public-access';
import { identityDocumentLabelKey } from '@pulso/contracts/labels';
import { useForm } from 'react-hook-form';
import { useCountry } from '../../../lib/country/country-context.ts';
import { applyFieldProblems, formProblemsOf, useFieldError } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { AcceptTermsFields } from '../use-public-access.ts';

const schema = acceptTermsBodySchema.pick({ name: true, registerNumber: true });
const fields = ['name', 'registerNumber'] as const;

export interface AcceptTermsFormProps {
  onAccept: (fields: AcceptTermsFields) => Promise<unknown>;
  pending: boolean;
}

/**
 * Name and professional register number: submitting accepts the terms. The rules are the
 * contract's (`acceptTermsBodySchema`); problems the server names go on their fields.
 */
export function AcceptTermsForm({ onAccept, pending }: AcceptTermsFormProps) {
  const { t } = useTranslation();
  const { country } = useCountry();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const form = useForm<AcceptTermsFields>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', registerNumber: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onAccept(values);
    } catch (error) {
      const problems = isApiError(error) ? formProblemsOf(error.fieldErrors) : [];
      const others = applyFieldProblems(form, problems, fields);
      if (problems.length === 0 || others.length > 0)
        form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="accept-terms-title">
      <Stack gap="sm">
        {form.formState.errors.root?.message && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <TextInput
          {...form.register('name')}
          label={t('publicContent.form.name')}
          autoComplete="name"
          required
          maxLength={ACCEPT_TERMS_NAME_MAX_LENGTH}
          error={fieldError(form.formState.errors.name)}
        />
        <TextInput
          {...form.register('registerNumber')}
          label={t(identityDocumentLabelKey(country))}
          description={t('publicContent.form.registerNumberHint')}
          required
          maxLength={REGISTER_NUMBER_MAX_LENGTH}
          error={fieldError(form.formState.errors.registerNumber)}
        />
        <Button type="submit" loading={pending} mt="xs">
          {t('publicContent.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
