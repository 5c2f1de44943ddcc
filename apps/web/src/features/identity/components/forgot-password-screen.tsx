import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@pulso/contracts/validation';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFieldError } from '../../../lib/forms.ts';
import { closeScreenSet, openLogin } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useIdentityAdapter } from '../adapters/select-adapter.ts';
import { ProviderScreen } from './provider-screen.tsx';
import { ScreenSetModal } from './screen-set-modal.tsx';

const schema = z.object({ email: emailSchema });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function ForgotPasswordForm() {
  const { t } = useTranslation();
  const adapter = useIdentityAdapter();
  const fieldError = useFieldError();
  const [sent, setSent] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await adapter.requestPasswordReset(email);
    } catch {
      // The same confirmation whatever happened: it must not tell whether the e-mail exists.
    }
    setSent(true);
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          role="status"
          title={t('identity.forgotPassword.sentTitle')}
        >
          {t('identity.forgotPassword.sentText')}
        </Alert>
        <Button variant="default" onClick={() => openLogin()} data-autofocus>
          {t('identity.forgotPassword.backToLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text size="sm">{t('identity.forgotPassword.text')}</Text>
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('identity.fields.email')}
          autoComplete="email"
          required
          data-autofocus
          error={fieldError(form.formState.errors.email)}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('identity.forgotPassword.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => openLogin()}>
          {t('identity.forgotPassword.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

export function ForgotPasswordScreen({
  opened,
  onExited,
}: {
  opened: boolean;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const { showScreenSet } = useIdentityAdapter();
  return (
    <ScreenSetModal
      opened={opened}
      onClose={closeScreenSet}
      onExited={onExited}
      title={t('identity.forgotPassword.title')}
    >
      {showScreenSet ? (
        <ProviderScreen showScreenSet={showScreenSet} start="forgotPassword" onLogin={noLogin} />
      ) : (
        <ForgotPasswordForm />
      )}
    </ScreenSetModal>
  );
}

/** The forgot-password screen signs nobody in; a login there comes through the login screen. */
const noLogin = () => undefined;
