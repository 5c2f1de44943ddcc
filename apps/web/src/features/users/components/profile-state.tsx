import { Alert, Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UserProfile } from '@pulso/contracts/users';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The loader, or the failure with a retry, while the profile is not there. */
export function ProfileState({ query }: { query: UseQueryResult<UserProfile> }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('users.loadError')}>
        <Stack gap="sm" align="flex-start">
          {errorMessage(query.error)}
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            {t('users.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <PageLoader />;
}
