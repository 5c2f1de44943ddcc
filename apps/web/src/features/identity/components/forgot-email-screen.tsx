import { useState } from 'react';
import { Alert, Anchor, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { brazilianStates } from '@pulso/contracts/brazilian-states';
import { forgotEmailRequestSchema, type ForgotEmailResponse } from '@pulso/contracts/forgot-email';
import { normaliseRegisterNumber } from '@pulso/contracts/helpers/register-number';
import { identityDocumentLabelKey, stateLabelKey } from '@pulso/contracts/labels';
import { isValidCrm } from '@pulso/contracts/registration';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useFieldError } from '../../../lib/forms.ts';
import { closeScreenSet, openLogin } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { findForgottenEmail } from '../api/users-api.ts';
import { ScreenSetModal } from './screen-set-modal.tsx';

type Input = z.input<typeof forgotEmailRequestSchema>;
type Output = z.output<typeof forgotEmailRequestSchema>;

function Answer({ answer }: { answer: ForgotEmailResponse }) {
  const { t } = useTranslation();
  if (answer.found) {
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        title={t('identity.forgotEmail.foundTitle')}
      >
        {t('identity.forgotEmail.found', { email: answer.maskedEmail })}
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={t('identity.forgotEmail.notFoundTitle')}
    >
      <Text size="sm">{t('identity.forgotEmail.notFound')}</Text>
      <Text size="sm">
        <Anchor href={`mailto:${answer.supportEmail}`}>{answer.supportEmail}</Anchor>
        {' · '}
        <Anchor href={`tel:${answer.supportPhone.replace(/\s+/g, '')}`}>
          {answer.supportPhone}
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * Brazil's "Esqueceu o e-mail?" (spec §2 popup 3): UF and CRM give a masked hint of the
 * account's e-mail, or the support contact.
 */
export function ForgotEmailScreen({ opened, onExited }: { opened: boolean; onExited: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [answer, setAnswer] = useState<ForgotEmailResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(forgotEmailRequestSchema),
    defaultValues: { registerUf: '', registerNumber: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setAnswer(await findForgottenEmail(values));
    } catch (error) {
      setAnswer(null);
      setFailure(errorMessage(error));
    }
  });

  return (
    <ScreenSetModal
      opened={opened}
      onClose={closeScreenSet}
      onExited={onExited}
      title={t('identity.forgotEmail.title')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm">{t('identity.forgotEmail.text')}</Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {answer && <Answer answer={answer} />}
          <NativeSelect
            {...form.register('registerUf')}
            label={t(stateLabelKey('br'))}
            required
            data-autofocus
            data={[
              { value: '', label: t('forms.choose') },
              ...brazilianStates.map((state) => ({
                value: state.code,
                label: `${state.code} – ${state.name}`,
              })),
            ]}
            error={fieldError(form.formState.errors.registerUf)}
          />
          <TextInput
            {...form.register('registerNumber', {
              onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                if (isValidCrm(event.target.value)) {
                  form.setValue('registerNumber', normaliseRegisterNumber(event.target.value));
                }
              },
            })}
            label={t(identityDocumentLabelKey('br'))}
            inputMode="numeric"
            required
            error={fieldError(form.formState.errors.registerNumber)}
          />
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
            {t('identity.forgotEmail.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => openLogin()}>
            {t('identity.forgotPassword.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </ScreenSetModal>
  );
}
