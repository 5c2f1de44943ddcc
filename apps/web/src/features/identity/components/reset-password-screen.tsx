import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@pulso/contracts/identity';
import { validationMessages } from '@pulso/contracts/validation';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyFieldProblems, useFieldError } from '../../../lib/forms.ts';
import { closeScreenSet, openLogin, openScreenSet } from '../screen-sets.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isIdentityError } from '../adapters/identity-adapter.ts';
import { useIdentityAdapter } from '../adapters/select-adapter.ts';
import { isUncommonPassword } from '../common-password.ts';
import { ScreenSetModal } from './screen-set-modal.tsx';

export const PASSWORD_MISMATCH_KEY = 'identity.errors.passwordMismatch';

const schema = z
  .object({
    newPassword: passwordSchema.refine(isUncommonPassword, {
      error: validationMessages.passwordCommon,
      abort: true,
    }),
    confirmation: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmation, {
    error: PASSWORD_MISMATCH_KEY,
    path: ['confirmation'],
  });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const adapter = useIdentityAdapter();
  const fieldError = useFieldError();
  const [state, setState] = useState<'form' | 'done' | 'invalidLink'>('form');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmation: '' },
  });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await adapter.resetPassword(token, newPassword);
      setState('done');
    } catch (error) {
      const problems = isIdentityError(error)
        ? error.fieldErrors.map((problem) => ({ field: 'newPassword', message: problem.message }))
        : [];
      if (problems.length > 0) applyFieldProblems(form, problems, ['newPassword']);
      else setState('invalidLink');
    }
  });

  if (state === 'done') {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {t('identity.resetPassword.done')}
        </Alert>
        <Button onClick={() => openLogin()} data-autofocus>
          {t('identity.resetPassword.login')}
        </Button>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        {state === 'invalidLink' && (
          <Alert color="red" variant="light" role="alert">
            {t('identity.resetPassword.invalidLink')}{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => openScreenSet({ name: 'forgotPassword' })}
            >
              {t('identity.resetPassword.newLink')}
            </Anchor>
          </Alert>
        )}
        <Text size="sm">{t('identity.resetPassword.text')}</Text>
        <PasswordField
          {...form.register('newPassword')}
          label={t('identity.fields.newPassword')}
          description={t('identity.register.passwordPolicy')}
          autoComplete="new-password"
          required
          data-autofocus
          error={fieldError(form.formState.errors.newPassword)}
        />
        <PasswordField
          {...form.register('confirmation')}
          label={t('identity.fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={fieldError(form.formState.errors.confirmation)}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('identity.resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The new-password form of the e-mailed link (`/signin?resetToken=…`). */
export function ResetPasswordScreen({
  opened,
  onExited,
  token,
}: {
  opened: boolean;
  onExited: () => void;
  token: string;
}) {
  const { t } = useTranslation();
  return (
    <ScreenSetModal
      opened={opened}
      onClose={closeScreenSet}
      onExited={onExited}
      title={t('identity.resetPassword.title')}
    >
      <ResetPasswordForm token={token} />
    </ScreenSetModal>
  );
}
