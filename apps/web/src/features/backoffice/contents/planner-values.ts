import { rowId, textOf } from './part-values.ts';
import { thumbnailOf, thumbnailPathOf } from './thumbnail-value.ts';

/** A planner (spec §3; the people who prepared a training or event) as the form edits it. */
export interface PlannerValues {
  id: string;
  name: string;
  description: string;
  /** The photo's stored path, '' when none. */
  thumbnail: string;
  source: Record<string, unknown> | null;
}

export const blankPlanner = (): PlannerValues => ({
  id: rowId('organizador'),
  name: '',
  description: '',
  thumbnail: '',
  source: null,
});

export function plannerValuesOf(planners: unknown): PlannerValues[] {
  if (!Array.isArray(planners)) return [];
  return (planners as Record<string, unknown>[]).map((planner) => ({
    id: typeof planner.id === 'string' ? planner.id : rowId('organizador'),
    name: textOf(planner.name),
    description: textOf(planner.description),
    thumbnail: thumbnailPathOf(planner.thumbnail),
    source: planner,
  }));
}

/** The rows as the document's planners, in the order shown (an empty description is none). */
export const plannersOf = (rows: readonly PlannerValues[]): Record<string, unknown>[] =>
  rows.map((row) => ({
    ...row.source,
    id: row.id,
    name: row.name.trim(),
    description: row.description.trim() || null,
    thumbnail: thumbnailOf(row.thumbnail, row.source?.thumbnail as Record<string, unknown>),
  }));

export const plannerInputs = ['name', 'description', 'thumbnail'] as const;

export const plannerFieldNames = (count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    plannerInputs.map((field) => `planners.${index}.${field}`),
  ).flat();
