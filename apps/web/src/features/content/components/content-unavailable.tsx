import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * Spec §8: a content fetch that failed shows, from the returned status, that the item does not
 * exist (404, also answered for another country's items) or that the user may not open it (403);
 * any other status is an error the user can retry.
 */
export function ContentUnavailable({
  status,
  onRetry,
  homeHref = paths.home.href(),
}: {
  status: number;
  onRetry?: () => void;
  homeHref?: string;
}) {
  const { t } = useTranslation();
  const kind = status === 404 ? 'notFound' : status === 403 ? 'notAllowed' : 'failed';
  return (
    <Stack gap="md" align="flex-start" role="alert" data-status={status}>
      <Title order={1}>{t(`content.unavailable.${kind}.title`)}</Title>
      <Text>{t(`content.unavailable.${kind}.text`)}</Text>
      <Group gap="sm">
        {kind === 'failed' && onRetry && (
          <Button onClick={onRetry}>{t('content.errors.retry')}</Button>
        )}
        <Button component={Link} to={homeHref} variant={kind === 'failed' ? 'default' : 'filled'}>
          {t('content.unavailable.home')}
        </Button>
      </Group>
    </Stack>
  );
}
