import { useCallback, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { alerts } from '@pulso/contracts/alerts';
import { emailSchema, validationMessages } from '@pulso/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useFieldError } from '../../../lib/forms.ts';
import {
  closeScreenSet,
  openRegistration,
  openScreenSet,
  showAlert,
  type LoginVariant,
} from '../../../lib/identity/screen-sets.ts';
import {
  clientIdentityErrors,
  isIdentityError,
  type IdentityAdapter,
  type IdentityLogin,
} from '../adapters/identity-adapter.ts';
import { useIdentityAdapter } from '../adapters/select-adapter.ts';
import { identityErrorKey } from '../identity-errors.ts';
import { completeIdentityLogin } from '../session/sign-in-flow.ts';
import { useApplySessionOutcome } from '../session/use-apply-outcome.ts';
import { ProviderScreen } from './provider-screen.tsx';
import { ScreenSetModal } from './screen-set-modal.tsx';

const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: validationMessages.required }),
});
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

const FORM_ERROR_ID = 'login-form-error';

function LoginForm({
  adapter,
  onLogin,
}: {
  adapter: IdentityAdapter;
  onLogin: (login: IdentityLogin) => Promise<void>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFormErrorKey(null);
    let login: IdentityLogin;
    try {
      login = await adapter.login(email, password);
    } catch (error) {
      if (isIdentityError(error) && error.errorCode === clientIdentityErrors.missingSignature) {
        showAlert({ titleKey: alerts.gigyaLoginData.key });
        return;
      }
      setFormErrorKey(identityErrorKey(isIdentityError(error) ? error.errorCode : 0));
      form.setFocus('password');
      return;
    }
    await onLogin(login);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={formErrorKey ? FORM_ERROR_ID : undefined}
    >
      <Stack gap="sm">
        {formErrorKey && (
          <Alert id={FORM_ERROR_ID} color="red" variant="light" role="alert">
            {t(formErrorKey)}
          </Alert>
        )}
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('identity.fields.email')}
          autoComplete="username"
          required
          data-autofocus
          error={fieldError(errors.email)}
        />
        <PasswordField
          {...form.register('password')}
          label={t('identity.fields.password')}
          autoComplete="current-password"
          required
          error={fieldError(errors.password)}
        />
        <Button type="submit" loading={isSubmitting} fullWidth mt="xs">
          {t('identity.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The links under the login: forgot password, forgot e-mail (Brazil region), registration. */
function LoginLinks({ providerScreens }: { providerScreens: boolean }) {
  const { t } = useTranslation();
  const { regionalGroup } = useCountry();
  return (
    <Stack gap={6} align="flex-start">
      {!providerScreens && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => openScreenSet({ name: 'forgotPassword' })}
        >
          {t('identity.login.forgotPassword')}
        </Anchor>
      )}
      {regionalGroup === 'BRASIL' && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            // Spec §2: closes the screen set, then opens the forgot-email modal.
            closeScreenSet();
            openScreenSet({ name: 'forgotEmail' });
          }}
        >
          {t('identity.login.forgotEmail')}
        </Anchor>
      )}
      <Group gap={6}>
        <Text size="sm">{t('identity.login.noAccount')}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => openRegistration()}
        >
          {t('identity.login.register')}
        </Anchor>
      </Group>
    </Stack>
  );
}

export interface LoginScreenProps {
  opened: boolean;
  onExited: () => void;
  variant: LoginVariant;
}

/** Spec §2 popup 3, login (and its doctor-finder variant). */
export function LoginScreen({ opened, onExited, variant }: LoginScreenProps) {
  const { t } = useTranslation();
  const adapter = useIdentityAdapter();
  const apply = useApplySessionOutcome();
  const onLogin = useCallback(
    async (login: IdentityLogin) => apply(await completeIdentityLogin(login)),
    [apply],
  );
  const onProviderLogin = useCallback((login: IdentityLogin) => void onLogin(login), [onLogin]);
  const { showScreenSet } = adapter;

  return (
    <ScreenSetModal
      opened={opened}
      onClose={closeScreenSet}
      onExited={onExited}
      title={t('identity.login.title')}
      variant={variant}
    >
      {showScreenSet ? (
        <ProviderScreen showScreenSet={showScreenSet} start="login" onLogin={onProviderLogin} />
      ) : (
        <LoginForm adapter={adapter} onLogin={onLogin} />
      )}
      <LoginLinks providerScreens={Boolean(showScreenSet)} />
    </ScreenSetModal>
  );
}
