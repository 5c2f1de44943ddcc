import { Group, Stack, Text, Title } from '@mantine/core';
import type { Planner } from '@pulso/contracts/content';
import { useTranslation } from '../../../lib/translation.tsx';
import { thumbnailUrl } from './content-card.tsx';
import classes from './content-view.module.css';

/** The people who prepared a training or event. */
export function PlannerList({ planners }: { planners: readonly Planner[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="sm" aria-label={t('content.planners.title')}>
      <Title order={2} size="h4">
        {t('content.planners.title')}
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {planners.map((planner) => {
          const image = thumbnailUrl(planner.thumbnail, planner.thumbnail?.type ?? 'cluster');
          return (
            <Group component="li" key={planner.id} gap="sm" wrap="nowrap" align="flex-start">
              {image && <img className={classes.planner} src={image} alt={planner.name} />}
              <Stack gap={2}>
                <Text fw={600}>{planner.name}</Text>
                {planner.description && (
                  <Text size="sm" c="dimmed">
                    {planner.description}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
