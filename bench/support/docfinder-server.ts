// The doctor-finder benchmark's server, in its own process (docfinder.ts starts it): the real
// server (buildApp on the configured database). Before listening it writes the directory
// (BENCH_DOCFINDER_LISTINGS listings, 100,000 by default, with about 1.5 offices each), then tells
// the parent (IPC) where it listens and what it wrote.
import { buildApp } from '../../apps/api/src/app.ts';
import { parseConfig } from '../../apps/api/src/config.ts';
import { seedBenchDirectory } from './docfinder-seed.ts';

async function main() {
  const config = parseConfig();
  const app = await buildApp({ config });
  const close = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('disconnect', close);
  await app.ready();
  const seeded = await seedBenchDirectory(
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
