import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { alerts } from '@pulso/contracts/alerts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  useIdentityAdapterLoader,
  type IdentityAdapterLoader,
} from '../adapters/adapter-loader.ts';
import type { IdentityAdapter, IdentityLogin } from '../adapters/identity-adapter.ts';
import { useApplySessionOutcome } from '../session/use-apply-outcome.ts';
import { ScreenSetModal } from './screen-set-modal.tsx';

/*
 * What the screen does once asked to (a submit, the provider's screens) is loaded then: the
 * adapters, the sign-in flow and the provider's error codes bring the contracts' zod schemas,
 * which /signin's first download leaves out (issue 11's page weight).
 */
const ProviderScreen = lazy(() =>
  import('./provider-screen.tsx').then((m) => ({ default: m.ProviderScreen })),
);
const identityErrors = () => import('../identity-errors.ts');
const identityAdapterModule = () => import('../adapters/identity-adapter.ts');

interface LoginFormValues {
  email: string;
  password: string;
}

/**
 * The form's zod rules (login-form-schema.ts) are loaded at the first check (a submit), not with
 * the screen: zod is not part of /signin's first download (issue 11's page weight).
 */
const loginFormResolver: Resolver<LoginFormValues> = async (...args) =>
  (await import('./login-form-schema.ts')).loginFormResolver(...args);

const FORM_ERROR_ID = 'login-form-error';

function LoginForm({
  loadAdapter,
  onLogin,
}: {
  loadAdapter: IdentityAdapterLoader['load'];
  onLogin: (login: IdentityLogin) => Promise<void>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const form = useForm<LoginFormValues>({
    resolver: loginFormResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFormErrorKey(null);
    let login: IdentityLogin;
    try {
      login = await (await loadAdapter()).login(email, password);
    } catch (error) {
      const [{ isIdentityError, clientIdentityErrors }, { identityErrorKey }] = await Promise.all([
        identityAdapterModule(),
        identityErrors(),
      ]);
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

/** The provider's own login screens, once its adapter is loaded. */
function ProviderLogin({
  loadAdapter,
  onLogin,
}: {
  loadAdapter: IdentityAdapterLoader['load'];
  onLogin: (login: IdentityLogin) => void;
}) {
  const [adapter, setAdapter] = useState<IdentityAdapter | null>(null);
  useEffect(() => {
    let active = true;
    void loadAdapter().then((loaded) => {
      if (active) setAdapter(loaded);
    });
    return () => {
      active = false;
    };
  }, [loadAdapter]);
  if (!adapter?.showScreenSet) return null;
  return (
    <Suspense fallback={null}>
      <ProviderScreen showScreenSet={adapter.showScreenSet} start="login" onLogin={onLogin} />
    </Suspense>
  );
}

/** Spec §2 popup 3, login (and its doctor-finder variant). */
export function LoginScreen({ opened, onExited, variant }: LoginScreenProps) {
  const { t } = useTranslation();
  const { providerScreens, load } = useIdentityAdapterLoader();
  const apply = useApplySessionOutcome();
  const onLogin = useCallback(
    async (login: IdentityLogin) =>
      apply(await (await import('../session/sign-in-flow.ts')).completeIdentityLogin(login)),
    [apply],
  );
  const onProviderLogin = useCallback((login: IdentityLogin) => void onLogin(login), [onLogin]);

  return (
    <ScreenSetModal
      opened={opened}
      onClose={closeScreenSet}
      onExited={onExited}
      title={t('identity.login.title')}
      variant={variant}
    >
      {providerScreens ? (
        <ProviderLogin loadAdapter={load} onLogin={onProviderLogin} />
      ) : (
        <LoginForm loadAdapter={load} onLogin={onLogin} />
      )}
      <LoginLinks providerScreens={providerScreens} />
    </ScreenSetModal>
  );
}
