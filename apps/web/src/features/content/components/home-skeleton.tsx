import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton } from '../../../components/content/content-states.tsx';

/** The home while its first rows load: a banner and two rows of placeholders. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" aria-busy="true" aria-label={t('home.loading')} data-testid="home-skeleton">
      <Skeleton height={280} radius="lg" />
      {[0, 1].map((row) => (
        <Stack key={row} gap="xs">
          <Skeleton height={24} width={200} />
          <CardsSkeleton layout="row" count={4} />
        </Stack>
      ))}
    </Stack>
  );
}
