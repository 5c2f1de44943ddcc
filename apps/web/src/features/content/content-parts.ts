import type { ContentItem, Episode } from '@pulso/contracts/content';

/** An episode, a season's episode or a lesson of an item, found by id. */
export interface ContentPart {
  part: Episode;
  kind: 'episode' | 'lesson';
  /** Its number in its list (1-based, in `position` order). */
  number: number;
  /** The season holding the episode, when it belongs to one. */
  seasonId?: string;
}

/** The part `id` of the item (`{section}/{idCapa}/{id}`), or undefined when it has none such. */
export function findContentPart(
  item: Pick<ContentItem, 'episodes' | 'lessons' | 'seasons'>,
  id: string | undefined,
): ContentPart | undefined {
  if (!id) return undefined;
  const find = (parts: readonly Episode[]) => {
    const ordered = byPosition(parts);
    const index = ordered.findIndex((entry) => entry.id === id);
    return index === -1 ? undefined : { part: ordered[index]!, number: index + 1 };
  };
  const episode = find(item.episodes);
  if (episode) return { ...episode, kind: 'episode' };
  for (const season of item.seasons) {
    const found = find(season.episodes);
    if (found) return { ...found, kind: 'episode', seasonId: season.id };
  }
  const lesson = find(item.lessons);
  return lesson ? { ...lesson, kind: 'lesson' } : undefined;
}

/** Parts in their order (the server's `position`, then as sent). */
export function byPosition<T extends { position: number }>(parts: readonly T[]): T[] {
  return [...parts].sort((a, b) => a.position - b.position);
}
