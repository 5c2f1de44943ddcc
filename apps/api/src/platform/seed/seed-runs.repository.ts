import { seedRuns } from '../../db/schema/seed-runs.ts';
import type { Queryable } from '../db/database.ts';

/** Records the seed as run; false when it had run before (or another server is running it). */
export async function claimSeedRun(db: Queryable, name: string): Promise<boolean> {
  const inserted = await db
    .insert(seedRuns)
    .values({ name })
    .onConflictDoNothing({ target: seedRuns.name })
    .returning({ name: seedRuns.name });
  return inserted.length > 0;
}

export async function listSeedRuns(db: Queryable): Promise<{ name: string; ranAt: Date }[]> {
  return db
    .select({ name: seedRuns.name, ranAt: seedRuns.ranAt })
    .from(seedRuns)
    .orderBy(seedRuns.ranAt);
}
