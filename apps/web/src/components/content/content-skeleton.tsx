import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The content screen while the item loads. */
export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="md"
      aria-busy="true"
      aria-label={t('content.loading')}
      data-testid="content-skeleton"
    >
      <Group gap="xs">
        <Skeleton height={22} width={70} radius="xl" />
        <Skeleton height={22} width={110} radius="xl" />
      </Group>
      <Skeleton height={38} width="70%" />
      <Skeleton height={14} width="40%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="90%" />
      <Skeleton mt="md" style={{ aspectRatio: '16 / 9' }} maw={820} />
    </Stack>
  );
}
