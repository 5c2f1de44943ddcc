// The doctor-finder benchmark's server, in its own process (docfinder.ts starts it): the real
// server (buildApp on the configured database). Before listening it writes the directory
// (BENCH_DOCFINDER_LISTINGS listings, 100,000 by default, with about 1.5 offices each), then tells
// the parent (IPC) where it listens and what it wrote. On a kept database
// (BENCH_DOCFINDER_DATABASE) a directory written by an earlier run is used as it is.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { parseConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import { seedBenchDirectory, type SeededDirectory } from './docfinder-seed.ts';

/** The directory written now, or found written by an earlier run: it must be the size asked. */
async function directoryOf(db: Database, listings: number): Promise<SeededDirectory> {
  const answer = await db.execute(sql`select
    (select count(*)::int from docfinder_listings) as listings,
    (select count(*)::int from docfinder_offices) as offices`);
  const present = (answer as unknown as { rows: { listings: number; offices: number }[] }).rows[0]!;
  if (present.listings === 0) return seedBenchDirectory(db, listings);
  if (present.listings !== listings) {
    throw new Error(
      `the kept database holds ${present.listings} listings, not ${listings}: name another one (BENCH_DOCFINDER_DATABASE) or drop it`,
    );
  }
  return { ...present, seedMs: 0 };
}

async function main() {
  const config = parseConfig();
  const app = await buildApp({ config });
  const close = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('disconnect', close);
  await app.ready();
  const seeded = await directoryOf(
    app.database.db,
    Number(process.env.BENCH_DOCFINDER_LISTINGS ?? 100_000),
  );
  await app.listen({ port: config.port, host: config.host });
  process.send?.({ port: config.port, ...seeded });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
