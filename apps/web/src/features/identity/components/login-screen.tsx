import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { emailProblem, normalizeEmail } from '@pulso/contracts/email-rules';
import type { ValidationMessage } from '@pulso/contracts/validation';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslateMessage } from '../../../lib/forms.ts';
import {
  closeScreenSet,
  openRegistration,
  openScreenSet,
  showAlert,
  type LoginVariant,
} from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  useIdentityAdapterLoader,
  type IdentityAdapterLoader,
} from '../adapters/adapter-loader.ts';
import type { IdentityAdapter, IdentityLogin } from '../adapters/identity-adapter.ts';
import { useApplySessionOutcome } from '../session/use-apply-outcome.ts';
import classes from './login-form.module.css';
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

type LoginField = 'email' | 'password';
type LoginValues = Record<LoginField, string>;
type LoginProblems = Partial<Record<LoginField, string>>;
const FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * The login form's rules: the contracts' e-mail rule (email-rules.ts, the one `emailSchema`
 * checks, without zod) and a required password. The one form every visitor meets is written
 * without react-hook-form and Mantine's inputs (decision 024: /signin's page weight).
 */
function loginProblem(field: LoginField, value: string): string | undefined {
  if (field === 'email') return emailProblem(value);
  return value.length === 0 ? ('validation.required' satisfies ValidationMessage) : undefined;
}

const FORM_ERROR_ID = 'login-form-error';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: 16,
} as const;

/** The eye of the show/hide button (Mantine's PasswordInput's). */
function EyeIcon({ reveal }: { reveal: boolean }) {
  return (
    <svg viewBox="0 0 256 256" width={20} height={20} aria-hidden="true">
      {reveal ? (
        <>
          <path
            {...stroke}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...stroke}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path
            {...stroke}
            d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z"
          />
          <circle {...stroke} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
}

interface LoginInputProps {
  field: LoginField;
  label: string;
  value: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onBlur: () => void;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
}

/** A labelled input with its error (`aria-invalid`, `aria-describedby`); the password's show/hide. */
function LoginInput({
  field,
  label,
  value,
  error,
  inputRef,
  onChange,
  onBlur,
  type,
  autoComplete,
  autoFocus,
}: LoginInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className={classes.control}>
        <input
          ref={inputRef}
          id={id}
          name={field}
          type={password && revealed ? 'text' : type}
          className={password ? `${classes.input} ${classes.withToggle}` : classes.input}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-autofocus={autoFocus || undefined}
        />
        {password && (
          <button
            type="button"
            className={classes.toggle}
            aria-label={t('forms.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <EyeIcon reveal={revealed} />
          </button>
        )}
      </div>
      {error && (
        <div id={errorId} className={classes.error}>
          {error}
        </div>
      )}
    </div>
  );
}

function LoginForm({
  loadAdapter,
  onLogin,
}: {
  loadAdapter: IdentityAdapterLoader['load'];
  onLogin: (login: IdentityLogin) => Promise<void>;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [problems, setProblems] = useState<LoginProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const check = (field: LoginField, value: string) =>
    setProblems((current) => ({ ...current, [field]: loginProblem(field, value) }));

  const submit = async () => {
    setSubmitted(true);
    const found: LoginProblems = {};
    for (const field of FIELDS) found[field] = loginProblem(field, values[field]);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      (firstInvalid === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    setFormErrorKey(null);
    setSubmitting(true);
    try {
      let login: IdentityLogin;
      try {
        login = await (await loadAdapter()).login(normalizeEmail(values.email), values.password);
      } catch (error) {
        const [{ isIdentityError, clientIdentityErrors }, { identityErrorKey }] = await Promise.all(
          [identityAdapterModule(), identityErrors()],
        );
        if (isIdentityError(error) && error.errorCode === clientIdentityErrors.missingSignature) {
          const { alerts } = await import('@pulso/contracts/alerts');
          showAlert({ titleKey: alerts.gigyaLoginData.key });
          return;
        }
        setFormErrorKey(identityErrorKey(isIdentityError(error) ? error.errorCode : 0));
        passwordInput.current?.focus();
        return;
      }
      await onLogin(login);
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: LoginField) => ({
    field,
    value: values[field],
    error: translate(problems[field]),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      // After a submit (or while it shows one), the field's error follows what is typed.
      if (submitted || problems[field]) check(field, value);
    },
    // Leaving a field checks it once something was typed or a submit was tried.
    onBlur: () => {
      if (submitted || values[field] !== '') check(field, values[field]);
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) void submit();
      }}
      aria-describedby={formErrorKey ? FORM_ERROR_ID : undefined}
    >
      <Stack gap="sm">
        {formErrorKey && (
          <Alert id={FORM_ERROR_ID} color="red" variant="light" role="alert">
            {t(formErrorKey)}
          </Alert>
        )}
        <LoginInput
          {...fieldProps('email')}
          inputRef={emailInput}
          type="email"
          label={t('identity.fields.email')}
          autoComplete="username"
          autoFocus
        />
        <LoginInput
          {...fieldProps('password')}
          inputRef={passwordInput}
          type="password"
          label={t('identity.fields.password')}
          autoComplete="current-password"
        />
        <Button type="submit" loading={submitting} fullWidth mt="xs">
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
