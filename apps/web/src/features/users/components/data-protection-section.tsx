import { authProblemCodes } from '@pulso/contracts/users/problem-codes';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UserProfile } from '@pulso/contracts/users';
import { validationMessages } from '@pulso/contracts/validation';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useFieldError } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { handleAuthFailure, logout } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { deleteAccount, fetchMyData, PASSWORD_PROBLEM_CODES } from '../api/account-api.ts';
import { saveJsonFile } from './save-json-file.ts';

const deleteFormSchema = z.object({
  password: z.string().min(1, { error: validationMessages.required }),
});
type DeleteForm = z.infer<typeof deleteFormSchema>;

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const form = useForm<DeleteForm>({
    resolver: zodResolver(deleteFormSchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password);
    } catch (error) {
      if (isApiError(error) && error.code === authProblemCodes.sessionInvalid) {
        handleAuthFailure();
        return;
      }
      if (isApiError(error) && PASSWORD_PROBLEM_CODES.includes(error.code)) {
        form.setError('password', { type: 'server', message: 'users.errors.passwordInvalid' });
        form.setFocus('password');
        return;
      }
      toast.error(errorMessage(error));
      return;
    }
    onClose();
    await logout();
    toast.success(t('users.delete.done'));
  });

  return (
    <Modal opened={opened} onClose={close} title={t('users.delete.title')} centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text>{t('users.delete.text')}</Text>
          <PasswordField
            {...form.register('password')}
            label={t('users.delete.password')}
            autoComplete="current-password"
            required
            data-autofocus
            error={fieldError(form.formState.errors.password)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('users.delete.cancel')}
            </Button>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              {t('users.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Data protection (LGPD and its peers): the consent given at registration, a download of all
 * data held, and deletion of the account.
 */
export function DataProtectionSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { htmlLang } = useCountry();
  const errorMessage = useErrorMessage();
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await fetchMyData();
      saveJsonFile(`pulso-${new Date().toISOString().slice(0, 10)}.json`, data);
      toast.success(t('users.dataProtection.downloaded'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const consent = profile.consent;
  return (
    <Stack component="section" gap="sm" aria-labelledby="data-protection-title">
      <Title order={2} size="h3" id="data-protection-title">
        {t('users.dataProtection.title')}
      </Title>
      <Text c="dimmed">{t('users.dataProtection.text')}</Text>
      <Text data-testid="consent">
        {consent
          ? t('users.dataProtection.consent', {
              date: new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long' }).format(
                new Date(consent.acceptedAt),
              ),
              version: consent.termsVersion,
            })
          : t('users.dataProtection.noConsent')}
      </Text>
      <Group>
        <Button variant="default" loading={downloading} onClick={() => void download()}>
          {t('users.dataProtection.download')}
        </Button>
        <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
          {t('users.dataProtection.delete')}
        </Button>
      </Group>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
