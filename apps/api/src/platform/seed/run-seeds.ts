import type { Database } from '../db/database.ts';
import type { Seed } from './seed.ts';
import { claimSeedRun } from './seed-runs.repository.ts';

export class SeedError extends Error {
  constructor(seed: string, cause: unknown) {
    super(
      `The seed "${seed}" failed and was rolled back (${cause instanceof Error ? cause.message : String(cause)}).`,
      { cause },
    );
    this.name = 'SeedError';
  }
}

/** Runs each seed that has not run on this database yet, each in its own transaction. */
export async function runSeeds(
  db: Database,
  seeds: readonly Seed[],
  options: { seedDemo: boolean },
): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    if (seed.kind === 'demo' && !options.seedDemo) continue;
    try {
      const claimed = await db.transaction(async (tx) => {
        if (!(await claimSeedRun(tx, seed.name))) return false;
        await seed.run(tx);
        return true;
      });
      if (claimed) ran.push(seed.name);
    } catch (error) {
      throw new SeedError(seed.name, error);
    }
  }
  return ran;
}
