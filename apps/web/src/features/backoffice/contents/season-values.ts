import type { Season } from '@pulso/contracts/content';
import { partFieldNames, partsOf, partValuesOf, rowId, type PartValues } from './part-values.ts';

/** A season (spec §3 "seasons (each with episodes)") as the form edits it. */
export interface SeasonValues {
  id: string;
  title: string;
  episodes: PartValues[];
  source: Season | null;
}

export const blankSeason = (): SeasonValues => ({
  id: rowId('temporada'),
  title: '',
  episodes: [],
  source: null,
});

/** The document's seasons as the form's rows. */
export const seasonValuesOf = (seasons: readonly Season[] | undefined): SeasonValues[] =>
  (seasons ?? []).map((season) => ({
    id: season.id,
    title: season.title,
    episodes: partValuesOf(season.episodes),
    source: season,
  }));

/** The rows as the document's seasons, in the order shown, each with its episodes. */
export const seasonsOf = (rows: readonly SeasonValues[]): Season[] =>
  rows.map((row, position) => ({
    ...row.source,
    id: row.id,
    title: row.title.trim(),
    position,
    episodes: partsOf(row.episodes),
  }));

/** Form field names of the seasons' inputs: each title, then its episodes' inputs. */
export const seasonFieldNames = (rows: readonly SeasonValues[]): string[] =>
  rows.flatMap((row, index) => [
    `seasons.${index}.title`,
    ...partFieldNames(`seasons.${index}.episodes`, row.episodes.length),
  ]);
