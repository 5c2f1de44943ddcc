// The load benchmark's server, in its own process (load-server-process.ts starts it): the real server (buildApp on the configured database, the demo data
// seeded: events, the demo catalogue and directory) plus the benchmark's catalogue
// (BENCH_CONTENT_ITEMS items, 100,000 by default), its doctor-finder directory
// (BENCH_DOCFINDER_LISTINGS listings, 100,000 by default) and BENCH_LOAD_DOCTORS doctors with a
// session each. One more route, GET /api/bench/memory, answers the process's memory after a full
// garbage collection (what the heap holds, not what is waiting to be collected). Once it listens
// it tells the parent (IPC) where, what it wrote, the doctors and the content items each country
// may open.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { parseConfig } from '../../apps/api/src/config.ts';
import { benchContentItems, apiRequestHeaders } from './content-server-process.ts';
import { seedBenchContent } from './content-seed.ts';
import { seedBenchDirectory } from './docfinder-seed.ts';
import { createLoadDoctors } from './load-doctors.ts';
import { XSRF_COOKIE } from '@pulso/contracts/http';
import {
  HELLO_PATH,
  MEMORY_PATH,
  type LoadServerReady,
  type ServerMemory,
} from './load-server-process.ts';

/** How many content items per country the bench opens. */
const ITEMS_PER_COUNTRY = 150;

// A full collection before each memory reading: exposed here rather than by a flag on the command.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * BENCH_LOAD_CPU_PROFILE=<dir>: V8's CPU profile of the server from the moment it listens, written
 * to <dir>/phase-<n>.cpuprofile at each memory reading (the warm-up, then each run) and started
 * again (open them in Chrome's DevTools or speedscope).
 */
async function startProfiler(dir: string | undefined) {
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params ?? {}, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 500 });
  await post('Profiler.start');
  let phase = 0;
  return {
    async next() {
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      writeFileSync(join(dir, `phase-${phase++}.cpuprofile`), JSON.stringify(profile));
      await post('Profiler.start');
    },
  };
}
let profiler: Awaited<ReturnType<typeof startProfiler>>;

async function main() {
  const config = parseConfig();
  const benchRoutes: FastifyPluginAsync = async (api) => {
    // A read that does nothing: the anti-forgery cookies a browser gets on its first read.
    api.get(HELLO_PATH.replace(/^\/api/, ''), { schema: { hide: true } }, async () => ({}));
    api.get(MEMORY_PATH.replace(/^\/api/, ''), { schema: { hide: true } }, async () => {
      await profiler?.next();
      collectGarbage();
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      return { rss, heapUsed, heapTotal, external } satisfies ServerMemory;
    });
  };
  const app = await buildApp({ config, extraApiModules: [benchRoutes] });
  const close = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('disconnect', close);
  await app.ready();

  const started = performance.now();
  const db = app.database.db;
  const content = await seedBenchContent(db, benchContentItems());
  // Written behind the content module's back: its caches must not answer from before.
  app.catalogueChanges.changed();
  const directory = await seedBenchDirectory(
    db,
    Number(process.env.BENCH_DOCFINDER_LISTINGS ?? 100_000),
  );
  const doctors = await createLoadDoctors(
    db,
    Number(process.env.BENCH_LOAD_DOCTORS ?? 500),
    async (doctor) => {
      const answer = await app.inject({
        method: 'GET',
        url: HELLO_PATH,
        headers: { ...apiRequestHeaders(doctor.token), 'x-forwarded-for': doctor.address },
      });
      const cookies = answer.cookies as { name: string; value: string }[];
      const xsrfToken = cookies.find((c) => c.name === XSRF_COOKIE)?.value;
      if (answer.statusCode !== 200 || !xsrfToken) {
        throw new Error(`${HELLO_PATH} answered ${answer.statusCode} with no ${XSRF_COOKIE}`);
      }
      return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), xsrfToken };
    },
  );

  const contentIds: LoadServerReady['contentIds'] = {};
  for (const country of new Set(doctors.map((doctor) => doctor.country))) {
    const doctor = doctors.find((d) => d.country === country)!;
    const { rows } = (await db.execute(sql`
      SELECT id FROM content_items
      WHERE ${country} = ANY(countries) AND id LIKE 'bench-%' AND NOT exclusive
      ORDER BY hashtext(id) LIMIT ${ITEMS_PER_COUNTRY * 2}`)) as { rows: { id: string }[] };
    const opened: string[] = [];
    for (const [index, { id }] of rows.entries()) {
      if (opened.length >= ITEMS_PER_COUNTRY) break;
      const answer = await app.inject({
        method: 'GET',
        url: `/api/contents/${id}`,
        // An address per check: the per-address limit is not the bench doctors'.
        headers: {
          ...apiRequestHeaders(doctor.token),
          'x-forwarded-for': `192.168.${index >> 8}.${index & 255}`,
        },
      });
      if (answer.statusCode === 200) opened.push(id);
    }
    if (!opened.length) throw new Error(`no bench item opens for a doctor of ${country}`);
    contentIds[country] = opened;
  }

  await app.listen({ port: config.port, host: config.host });
  profiler = await startProfiler(process.env.BENCH_LOAD_CPU_PROFILE);
  const ready: LoadServerReady = {
    port: config.port,
    items: content.items,
    listings: directory.listings,
    seedMs: performance.now() - started,
    doctors,
    contentIds,
  };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
