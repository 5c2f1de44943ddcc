import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { BackofficeContent } from '@pulso/contracts/backoffice';
import { backofficeProblemCodes } from '@pulso/contracts/backoffice/problem-codes';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/http/api-error.ts';
import { applyFieldProblems, useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useApproveContent } from '../api/backoffice-queries.ts';
import { backofficeFieldProblems } from './field-problems.ts';
import { fromLocalInput, toLocalInput } from './format.ts';

interface ApproveValues {
  approvalCode: string;
  validFrom: string;
  validTo: string;
}
const fieldOrder = ['approvalCode', 'validFrom', 'validTo'] as const;
const DAY_MS = 86_400_000;

/**
 * The reviewer's approval of the version in review: its approval code and the window in which
 * doctors see it (the browser's time zone; sent as instants). Approved, the version never changes.
 */
export function ApproveDialog({
  item,
  opened,
  onClose,
}: {
  item: BackofficeContent;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const approve = useApproveContent(item.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [defaultValues] = useState<ApproveValues>(() => {
    const now = new Date();
    return {
      approvalCode: '',
      validFrom: toLocalInput(now),
      validTo: toLocalInput(new Date(now.getTime() + 30 * DAY_MS)),
    };
  });
  const form = useForm<ApproveValues>({ defaultValues });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await approve.mutateAsync({
        approvalCode: values.approvalCode,
        validFrom: fromLocalInput(values.validFrom),
        validTo: fromLocalInput(values.validTo),
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fieldErrors.length) {
        applyFieldProblems(
          form,
          backofficeFieldProblems(error.fieldErrors, (key) => i18n.exists(key)),
          fieldOrder,
        );
      } else if (isApiError(error) && error.code === backofficeProblemCodes.fourEyes) {
        setFailure(t('backoffice.fourEyes.text'));
      } else if (isApiError(error) && error.status === 409) {
        setFailure(t('backoffice.contents.errors.conflict'));
      } else setFailure(t('backoffice.errors.generic'));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('backoffice.approve.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('backoffice.approve.intro', { version: item.version })}</Text>
          <TextInput
            label={t('backoffice.approve.code')}
            required
            data-autofocus
            {...form.register('approvalCode')}
            error={fieldError(errors.approvalCode)}
          />
          <TextInput
            type="datetime-local"
            label={t('backoffice.approve.validFrom')}
            required
            {...form.register('validFrom')}
            error={fieldError(errors.validFrom)}
          />
          <TextInput
            type="datetime-local"
            label={t('backoffice.approve.validTo')}
            description={t('backoffice.approve.validToHint')}
            required
            {...form.register('validTo')}
            error={fieldError(errors.validTo)}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" color="teal" loading={isSubmitting}>
              {t('backoffice.approve.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
