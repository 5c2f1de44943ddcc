import { usersProblemCodes } from '@pulso/contracts/users/problem-codes';
import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { maskPhone } from '@pulso/contracts/helpers/phone';
import {
  updateProfileRequestSchemaFor,
  type UpdateProfileRequest,
  type UpdateProfileRequestInput,
  type UserProfile,
} from '@pulso/contracts/users';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useRuntimeConfig } from '../../../lib/config-context.ts';
import {
  applyFieldProblems,
  focusFirstError,
  formProblemsOf,
  useFieldError,
} from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useSetProfile } from '../api/profile.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { PASSWORD_PROBLEM_CODES, updateProfile } from '../api/account-api.ts';

const fields = ['email', 'currentPassword', 'phone'] as const;

const shownPhone = (profile: UserProfile): string =>
  profile.phone ? (profile.country === 'br' ? maskPhone(profile.phone) : profile.phone) : '';

/** The request's rules; the password field stays empty unless the e-mail changes. */
const formSchemaFor = (profile: UserProfile) =>
  updateProfileRequestSchemaFor(profile.country).extend({
    currentPassword: z.string().optional(),
  });

/**
 * Spec §7 `PUT users/profile`: the account's e-mail and phone (with the app's version). A new
 * e-mail asks for the current password and waits for the link mailed to it (the page says so).
 */
export function EditRegistrationForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { version } = useRuntimeConfig();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const setProfile = useSetProfile();
  const [pendingEmail, setPendingEmail] = useState<string>();
  const form = useForm<UpdateProfileRequestInput, unknown, UpdateProfileRequest>({
    resolver: zodResolver(formSchemaFor(profile)),
    defaultValues: {
      email: profile.email,
      phone: shownPhone(profile),
      appVersion: version,
      currentPassword: '',
    },
    shouldFocusError: false,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanges = (typedEmail ?? '').trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.handleSubmit(
    async ({ currentPassword, ...values }) => {
      const newEmail = values.email !== profile.email.toLowerCase();
      try {
        const { pendingEmail: waiting, ...updated } = await updateProfile({
          ...values,
          ...(newEmail && currentPassword ? { currentPassword } : {}),
        });
        setProfile(() => updated);
        form.reset({
          email: updated.email,
          phone: shownPhone(updated),
          appVersion: version,
          currentPassword: '',
        });
        setPendingEmail(waiting);
        if (!waiting) toast.success(t('users.edit.saved'));
      } catch (error) {
        if (isApiError(error) && error.code === usersProblemCodes.emailTaken) {
          applyFieldProblems(
            form,
            [{ field: 'email', message: 'users.errors.emailInUse' }],
            ['email'],
          );
          return;
        }
        if (isApiError(error) && PASSWORD_PROBLEM_CODES.includes(error.code)) {
          applyFieldProblems(
            form,
            [{ field: 'currentPassword', message: 'users.errors.passwordInvalid' }],
            ['currentPassword'],
          );
          return;
        }
        if (isApiError(error) && error.fieldErrors.length > 0) {
          const others = applyFieldProblems(form, formProblemsOf(error.fieldErrors), fields);
          if (others.length === 0) return;
        }
        toast.error(errorMessage(error));
      }
    },
    (invalid) => focusFirstError(form, { has: (field) => field in invalid }, fields),
  );

  const phone = form.register('phone', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (profile.country === 'br') form.setValue('phone', maskPhone(event.target.value));
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="edit-registration-title"
    >
      <Stack gap="sm" maw={480}>
        {pendingEmail ? (
          <Alert
            role="status"
            color="blue"
            title={t('users.edit.emailPendingTitle')}
            withCloseButton
            closeButtonLabel={t('users.edit.emailPendingClose')}
            onClose={() => setPendingEmail(undefined)}
          >
            {t('users.edit.emailPending', { email: pendingEmail, current: profile.email })}
          </Alert>
        ) : null}
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('users.edit.email')}
          autoComplete="email"
          required
          error={fieldError(errors.email)}
        />
        {emailChanges ? (
          <PasswordField
            {...form.register('currentPassword')}
            label={t('users.edit.currentPassword')}
            description={t('users.edit.currentPasswordHelp')}
            autoComplete="current-password"
            error={fieldError(errors.currentPassword)}
          />
        ) : null}
        <TextInput
          {...phone}
          type="tel"
          inputMode="tel"
          label={t('users.edit.phone')}
          autoComplete="tel"
          error={fieldError(errors.phone)}
        />
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('users.edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
