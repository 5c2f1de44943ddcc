import type { Planner } from '@pulso/contracts/content';
import { rowId } from './part-values.ts';
import { thumbnailOf, thumbnailPathOf } from './thumbnail-value.ts';

/** A planner (spec §3; the people who prepared a training or event) as the form edits it. */
export interface PlannerValues {
  id: string;
  name: string;
  description: string;
  /** The photo's stored path, '' when none. */
  thumbnail: string;
  source: Planner | null;
}

export const blankPlanner = (): PlannerValues => ({
  id: rowId('organizador'),
  name: '',
  description: '',
  thumbnail: '',
  source: null,
});

export const plannerValuesOf = (planners: readonly Planner[] | undefined): PlannerValues[] =>
  (planners ?? []).map((planner) => ({
    id: planner.id,
    name: planner.name,
    description: planner.description ?? '',
    thumbnail: thumbnailPathOf(planner.thumbnail),
    source: planner,
  }));

/** The rows as the document's planners, in the order shown (an empty description is none). */
export const plannersOf = (rows: readonly PlannerValues[]): Planner[] =>
  rows.map((row) => ({
    ...row.source,
    id: row.id,
    name: row.name.trim(),
    description: row.description.trim() || null,
    thumbnail: thumbnailOf(row.thumbnail, row.source?.thumbnail),
  }));

export const plannerInputs = ['name', 'description', 'thumbnail'] as const;

export const plannerFieldNames = (count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    plannerInputs.map((field) => `planners.${index}.${field}`),
  ).flat();
