// The server of the content benchmarks, run in its own process (content-server-process.ts starts
// it) so that the load generator does not share its CPU. It is the real server (buildApp on the
// configured database) plus one bare route, GET /api/bench/bare, that answers from memory the
// bytes GET /api/clusters/home answered once. Before listening it writes the catalogue and two
// signed-in users, then tells the parent (IPC) where it listens and the users' session tokens.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { parseConfig } from '../../apps/api/src/config.ts';
import { createBenchUser } from './bench-users.ts';
import {
  apiRequestHeaders,
  BARE_PATH,
  benchContentItems,
  HOME_PATH,
  type ContentServerReady,
} from './content-server-process.ts';
import { seedBenchContent, type SeedFigures } from './content-seed.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';

/**
 * Writes the catalogue, or finds it written by an earlier run on a kept database
 * (BENCH_CONTENT_DATABASE): its size must then be the one asked for.
 */
async function catalogueOf(db: Database, items: number): Promise<SeedFigures> {
  const answer = await db.execute(sql`SELECT count(*)::int AS items FROM content_items`);
  const present = (answer as unknown as { rows: { items: number }[] }).rows[0]?.items ?? 0;
  if (present === 0) return seedBenchContent(db, items);
  if (present !== items) {
    throw new Error(
      `the kept database holds ${present} items, not ${items}: name another one (BENCH_CONTENT_DATABASE) or drop it`,
    );
  }
  return { items, seedMs: 0 };
}

async function main() {
  const config = parseConfig();
  let home: { body: Buffer; type: string } = { body: Buffer.alloc(0), type: 'application/json' };
  const bareRoute: FastifyPluginAsync = async (api) => {
    api.get(BARE_PATH.replace(/^\/api/, ''), { schema: { hide: true } }, (_request, reply) =>
      reply.type(home.type).send(home.body),
    );
  };
  const app = await buildApp({ config, extraApiModules: [bareRoute] });
  // Stopped by the parent, or orphaned when the parent died: close the database cleanly.
  const close = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('disconnect', close);
  await app.ready();

  const db = app.database.db;
  const seeded = await catalogueOf(db, benchContentItems());
  // Written behind the content module's back: its caches must not answer from before.
  app.catalogueChanges.changed();
  const tokens = {
    br: await createBenchUser(db, 'br', ['cardiology', 'oncology']),
    mx: await createBenchUser(db, 'mx', ['cardiology', 'womens-health']),
  };

  const answer = await app.inject({
    method: 'GET',
    url: HOME_PATH,
    headers: apiRequestHeaders(tokens.br),
  });
  if (answer.statusCode !== 200) {
    throw new Error(`GET ${HOME_PATH} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  }
  home = { body: answer.rawPayload, type: String(answer.headers['content-type']) };
  const rows = (answer.json() as { clusters: { id: string }[] }).clusters.map((row) => row.id);

  if (process.env.BENCH_SERVER_DIAG) {
    const { monitorEventLoopDelay } = await import('node:perf_hooks');
    const h = monitorEventLoopDelay({ resolution: 5 });
    h.enable();
    setInterval(() => {
      console.error(
        `[diag] ${new Date().toISOString().slice(11, 19)} eld p50 ${(h.percentile(50) / 1e6).toFixed(1)} p99 ${(h.percentile(99) / 1e6).toFixed(1)} max ${(h.max / 1e6).toFixed(1)} ms`,
      );
      h.reset();
    }, 1000).unref();
  }
  await app.listen({ port: config.port, host: config.host });
  const ready: ContentServerReady = {
    port: config.port,
    tokens,
    items: seeded.items,
    seedMs: seeded.seedMs,
    homeBytes: home.body.length,
    homeRows: rows,
  };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
