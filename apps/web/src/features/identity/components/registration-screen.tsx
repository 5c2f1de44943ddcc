import { useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { alerts, joinAlertMessages } from '@pulso/contracts/alerts';
import { maskPhone } from '@pulso/contracts/helpers/phone';
import { normaliseRegisterNumber } from '@pulso/contracts/helpers/register-number';
import { formatRut, isValidRut } from '@pulso/contracts/helpers/rut';
import { specialtyLabelKey } from '@pulso/contracts/labels';
import {
  countryFieldKeys,
  isValidCrm,
  mexicanTreatments,
  registrationStatesOf,
  type CountryFieldKey,
  type RegistrationForm,
} from '@pulso/contracts/registration';
import { registrationSpecialties } from '@pulso/contracts/registration-specialties';
import { emailSchema } from '@pulso/contracts/validation';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';
import {
  applyFieldProblems,
  focusFirstError,
  useFieldError,
  useTranslateMessage,
} from '../../../lib/forms.ts';
import { closeScreenSet, openLogin, showAlert, type RegistrationPrefill } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useIdentityAdapter } from '../adapters/select-adapter.ts';
import { isEmailFree } from '../api/users-api.ts';
import { identityErrorKey } from '../identity-errors.ts';
import {
  EMAIL_IN_USE_KEY,
  completeRegistration,
  registerAccount,
} from '../session/registration-flow.ts';
import { useAlertMessage } from '../session/alert-message.ts';
import { useApplySessionOutcome } from '../session/use-apply-outcome.ts';
import { RegistrationConsents } from './registration-consents.tsx';
import { ScreenSetModal } from './screen-set-modal.tsx';
import { useCrmCheck } from './use-crm-check.ts';
import {
  defaultValuesFor,
  formFields,
  labelKeyOf,
  numericRegistrationFields,
  useRegistrationResolver,
  type FieldName,
  type FormInput,
} from './registration-form-model.ts';

function Section({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

export function RegistrationForm({ prefill }: { prefill?: RegistrationPrefill | undefined }) {
  const { t } = useTranslation();
  const { country, profile } = useCountry();
  const adapter = useIdentityAdapter();
  const applyOutcome = useApplySessionOutcome();
  const alertMessage = useAlertMessage();
  const translate = useTranslateMessage();
  const fieldError = useFieldError();
  const autocomplete = prefill !== undefined;

  const [formError, setFormError] = useState<string | null>(null);

  const resolver = useRegistrationResolver(country, autocomplete);
  const form = useForm<FormInput, unknown, RegistrationForm>({
    resolver,
    defaultValues: defaultValuesFor(prefill),
    // Focus goes to the first problem on screen (see focusFirstError).
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const crm = useCrmCheck(form);

  const fieldKeys = useMemo(() => countryFieldKeys(country), [country]);
  const has = (key: CountryFieldKey) => fieldKeys.includes(key);
  const labelOf = (key: CountryFieldKey): string => {
    const index = fieldKeys.indexOf(key);
    const field = profile.registrationFields[index];
    return field ? t(labelKeyOf(field, country)) : key;
  };
  const states = registrationStatesOf(country);

  async function verifyEmail(raw: string) {
    if (autocomplete) return;
    const email = emailSchema.safeParse(raw);
    if (!email.success) return;
    try {
      const free = await isEmailFree(email.data);
      if (!free) form.setError('email', { type: 'taken', message: EMAIL_IN_USE_KEY });
    } catch {
      // Unknown now: the identity provider refuses an e-mail in use at registration.
    }
  }

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const learned = crm.learnedProblems(form.getValues());
      if (learned.length > 0) {
        applyFieldProblems(form, learned, formFields);
        return;
      }
      const outcome = prefill
        ? await completeRegistration(adapter, country, values, prefill)
        : await registerAccount(adapter, country, values);
      switch (outcome.kind) {
        case 'fieldErrors': {
          const others = applyFieldProblems(form, outcome.errors, formFields);
          if (others.length > 0)
            setFormError(joinAlertMessages(others.map((m) => translate(m) ?? m)));
          return;
        }
        case 'identityError':
          setFormError(t(identityErrorKey(outcome.error.errorCode)));
          return;
        case 'cannotCreate':
          showAlert({
            titleKey: alerts.cannotCreateAccount.key,
            message:
              outcome.messages.length > 0
                ? joinAlertMessages(outcome.messages.map((m) => translate(m) ?? m))
                : outcome.error
                  ? alertMessage(outcome.error)
                  : undefined,
          });
          return;
        default:
          await applyOutcome(outcome);
      }
    },
    (invalid) => {
      const learned = crm.learnedProblems(form.getValues());
      for (const problem of learned) {
        form.setError(problem.field as FieldName, { type: 'learned', message: problem.message });
      }
      const fields = new Set([...Object.keys(invalid), ...learned.map((p) => p.field)]);
      focusFirstError(form, fields, formFields);
    },
  );

  const email = form.register('email', {
    onChange: () => {
      const type = form.getFieldState('email').error?.type;
      if (type === 'taken' || type === 'learned') form.clearErrors('email');
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => void verifyEmail(event.target.value),
  });
  // The form keeps the masked value, so validation after a failed submit sees what is shown.
  const phone = form.register('phone', {
    setValueAs: (value: string) => (country === 'br' ? maskPhone(value) : value),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (country === 'br') form.setValue('phone', maskPhone(event.target.value));
    },
  });
  const registerNumber = form.register('registerNumber', {
    onChange: () => {
      const type = form.getFieldState('registerNumber').error?.type;
      if (type === 'licence' || type === 'learned') form.clearErrors('registerNumber');
      crm.reset();
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const value = event.target.value;
      if (!isValidCrm(value)) return;
      form.setValue('registerNumber', normaliseRegisterNumber(value));
      void crm.runCrmCheck(form.getValues('registerUf'), value);
    },
  });
  const registerUf = form.register('registerUf', {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
      void crm.runCrmCheck(event.target.value, form.getValues('registerNumber')),
  });
  const rut = form.register('RUT', {
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      if (isValidRut(event.target.value)) form.setValue('RUT', formatRut(event.target.value));
    },
  });

  const choose = { value: '', label: t('forms.choose') };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={formError ? 'registration-form-error' : undefined}
    >
      <Stack gap="md">
        {autocomplete && <Text size="sm">{t('identity.register.completeText')}</Text>}
        {formError && (
          <Alert id="registration-form-error" color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Section>
          {has('treatment') && (
            <NativeSelect
              {...form.register('treatment')}
              label={labelOf('treatment')}
              required
              data={[choose, ...mexicanTreatments]}
              error={fieldError(errors.treatment)}
            />
          )}
          <TextInput
            {...form.register('firstName')}
            label={t('identity.fields.firstName')}
            autoComplete="given-name"
            required
            data-autofocus
            error={fieldError(errors.firstName)}
          />
          <TextInput
            {...form.register('lastName')}
            label={t('identity.fields.lastName')}
            autoComplete="family-name"
            required
            error={fieldError(errors.lastName)}
          />
          <TextInput
            {...email}
            type="email"
            label={t('identity.fields.email')}
            autoComplete="email"
            required
            readOnly={autocomplete}
            error={fieldError(errors.email)}
          />
          {!autocomplete && (
            <PasswordField
              {...form.register('password')}
              label={t('identity.fields.password')}
              description={t('identity.register.passwordPolicy')}
              autoComplete="new-password"
              required
              error={fieldError(errors.password)}
            />
          )}
          <TextInput
            {...phone}
            type="tel"
            inputMode="tel"
            label={t('identity.fields.phone')}
            autoComplete="tel"
            placeholder={country === 'br' ? '(11) 98765-4321' : undefined}
            error={fieldError(errors.phone)}
          />
          <NativeSelect
            {...form.register('specialty')}
            label={t(specialtyLabelKey)}
            required
            data={[choose, ...registrationSpecialties[country]]}
            error={fieldError(errors.specialty)}
          />
        </Section>

        <Section>
          {has('state') && states && (
            <NativeSelect
              {...form.register('state')}
              label={labelOf('state')}
              required
              data={[choose, ...states.map((state) => state.name)]}
              error={fieldError(errors.state)}
            />
          )}
          {has('registerUf') && states && (
            <NativeSelect
              {...registerUf}
              label={labelOf('registerUf')}
              required
              data={[
                choose,
                ...states.map((state) => ({
                  value: state.code,
                  label: `${state.code} – ${state.name}`,
                })),
              ]}
              error={fieldError(errors.registerUf)}
            />
          )}
          {has('registerNumber') && (
            <TextInput
              {...registerNumber}
              label={labelOf('registerNumber')}
              inputMode="numeric"
              required
              description={crm.description}
              descriptionProps={{ 'aria-live': 'polite' }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={fieldError(errors.registerNumber)}
            />
          )}
          {numericRegistrationFields.filter(has).map((key) => (
            <TextInput
              key={key}
              {...form.register(key)}
              label={labelOf(key)}
              inputMode="numeric"
              required
              error={fieldError(errors[key])}
            />
          ))}
          {has('RUT') && (
            <TextInput
              {...rut}
              label={labelOf('RUT')}
              placeholder="12.345.678-5"
              required
              error={fieldError(errors.RUT)}
            />
          )}
          {has('salesRepresentativeCode') && (
            <TextInput
              {...form.register('salesRepresentativeCode')}
              label={labelOf('salesRepresentativeCode')}
              description={t('forms.optional')}
              error={fieldError(errors.salesRepresentativeCode)}
            />
          )}
        </Section>

        <RegistrationConsents control={form.control} />

        <Button type="submit" loading={isSubmitting} fullWidth>
          {autocomplete ? t('identity.register.completeSubmit') : t('identity.register.submit')}
        </Button>
        {!autocomplete && (
          <Group gap={6}>
            <Text size="sm">{t('identity.register.haveAccount')}</Text>
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => openLogin()}>
              {t('identity.register.login')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export interface RegistrationScreenProps {
  opened: boolean;
  onExited: () => void;
  prefill?: RegistrationPrefill | undefined;
}

/** Spec §2 popup 3 registration, and spec §4 registration auto-complete (prefilled). */
export function RegistrationScreen({ opened, onExited, prefill }: RegistrationScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenSetModal
      opened={opened}
      onClose={closeScreenSet}
      onExited={onExited}
      title={prefill ? t('identity.register.completeTitle') : t('identity.register.title')}
      size="lg"
    >
      <RegistrationForm prefill={prefill} />
    </ScreenSetModal>
  );
}
