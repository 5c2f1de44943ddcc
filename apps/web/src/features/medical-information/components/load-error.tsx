import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/http/error-message.ts';

/** A read that failed: what went wrong and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Alert color="red" variant="light" title={t('medicalInformation.loadError')}>
      <Stack gap="sm" align="flex-start">
        {errorMessage(error)}
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('medicalInformation.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
