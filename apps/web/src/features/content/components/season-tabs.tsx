import { useState } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import type { Season } from '@pulso/contracts/content';
import { byPosition } from '../content-parts.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { PartList } from './part-list.tsx';

export interface SeasonTabsProps {
  seasons: readonly Season[];
  hrefOf: (partId: string) => string;
  selectedId: string | undefined;
  /** The season of the episode playing, opened first. */
  selectedSeasonId: string | undefined;
}

/** Seasons as tabs (arrow keys move between them), each with its episodes. */
export function SeasonTabs({ seasons, hrefOf, selectedId, selectedSeasonId }: SeasonTabsProps) {
  const { t } = useTranslation();
  const ordered = byPosition(seasons);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen ?? selectedSeasonId ?? ordered[0]?.id ?? null;
  return (
    <Stack component="section" gap="xs" aria-label={t('content.parts.seasons')}>
      <Title order={2} size="h4">
        {t('content.parts.seasons')}
      </Title>
      <Tabs value={active} onChange={setChosen} keepMounted={false}>
        <Tabs.List aria-label={t('content.parts.seasons')}>
          {ordered.map((season) => (
            <Tabs.Tab key={season.id} value={season.id}>
              {season.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ordered.map((season) => (
          <Tabs.Panel key={season.id} value={season.id} pt="sm">
            <PartList
              label={t('content.parts.seasonEpisodes', { season: season.title })}
              parts={season.episodes}
              hrefOf={hrefOf}
              selectedId={selectedId}
              kind="episode"
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
