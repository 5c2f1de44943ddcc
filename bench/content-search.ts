// GET /api/search on a listening server over a 100,000-item catalogue: latency (p50, p95) of
// typical Spanish and Portuguese queries — with and without accents, with a typo (also in a
// product's name), several words, one broad word, a second page — asked one after the other by a
// signed-in doctor, then the throughput of the same queries on 10 connections. Budget: p95 at
// most 15 ms at 100,000 items and under 40 ms at 1,000,000 (BENCH_CONTENT_ITEMS=1000000), on
// PostgreSQL (BENCH_DATABASE_URL); on PGlite the figures are printed without it. Repeated queries
// are answered from the server's short-lived cache of pages, so the first ask of each query
// (nothing cached) is printed as well.
import { machineLoad, report, type Figure } from './lib.ts';
import {
  apiRequestHeaders,
  startContentServer,
  type ContentServer,
} from './support/content-server-process.ts';
import { loadTest, percentile, timeSequential, type TimedRequest } from './support/load.ts';

/** p95 budgets by catalogue size (issue 11). */
const searchP95BudgetMs = (items: number) => (items >= 1_000_000 ? 40 : 15);
/** Requests per query, or fewer when they take longer than this many seconds (PGlite). */
const TIMES_PER_QUERY = 30;
const SECONDS_PER_QUERY = 4;
/** The throughput's connections: enough to keep the server and its database busy. */
const CONNECTIONS = 10;
const WARM_UP_TIMES = 3;

/** Mexican doctors search the Spanish items, Brazilian doctors the Portuguese ones. */
const queries: { label: string; country: 'mx' | 'br'; q: string; from?: number }[] = [
  { label: 'es, accents', country: 'mx', q: 'fibrilación auricular' },
  { label: 'es, no accents', country: 'mx', q: 'hipertension pulmonar' },
  { label: 'es, typo', country: 'mx', q: 'insuficencia cardiaca' },
  { label: 'es, product typo', country: 'mx', q: 'xareto' },
  { label: 'es, several words', country: 'mx', q: 'abordaje anticoagulación oral adulto mayor' },
  { label: 'es, one broad word', country: 'mx', q: 'cáncer' },
  { label: 'pt, accents', country: 'br', q: 'insuficiência cardíaca' },
  { label: 'pt, no accents', country: 'br', q: 'degeneracao macular' },
  { label: 'pt, typo', country: 'br', q: 'endometrise' },
  { label: 'pt, several words', country: 'br', q: 'manejo da fibrilação atrial no idoso' },
  { label: 'pt, one broad word', country: 'br', q: 'hemofilia' },
  { label: 'pt, second page', country: 'br', q: 'câncer', from: 20 },
];

function searchRequest(server: ContentServer, query: (typeof queries)[number]): TimedRequest {
  const params = new URLSearchParams({ q: query.q });
  if (query.from) params.set('from', String(query.from));
  return {
    path: `/api/search?${params}`,
    headers: apiRequestHeaders(server.ready.tokens[query.country]),
  };
}

/** What the query finds (a search that finds nothing would measure nothing), and how long it took. */
async function answerSize(server: ContentServer, request: TimedRequest) {
  const started = performance.now();
  const response = await fetch(server.baseUrl + request.path, { headers: request.headers });
  const body = (await response.json()) as {
    items?: unknown[];
    total?: number;
    totalCapped?: boolean;
  };
  if (response.status !== 200 || !body.items?.length) {
    throw new Error(`GET ${request.path} found nothing (${response.status})`);
  }
  return {
    items: body.items.length,
    total: body.total,
    capped: body.totalCapped === true,
    firstMs: performance.now() - started,
  };
}

export async function contentSearchBench(): Promise<boolean> {
  const server = await startContentServer();
  try {
    const onPostgres = server.kind === 'PostgreSQL';
    console.log(
      `\nSearch on ${server.ready.items.toLocaleString('en')} items (${server.kind}, ` +
        `written in ${(server.ready.seedMs / 1000).toFixed(1)} s; ${machineLoad()}); up to ` +
        `${TIMES_PER_QUERY} requests per query, one after the other:`,
    );
    const all: number[] = [];
    const firsts: number[] = [];
    const budget = searchP95BudgetMs(server.ready.items);
    for (const query of queries) {
      const request = searchRequest(server, query);
      const found = await answerSize(server, request);
      firsts.push(found.firstMs);
      await timeSequential(server.baseUrl, request, { times: WARM_UP_TIMES });
      const times = await timeSequential(server.baseUrl, request, {
        times: TIMES_PER_QUERY,
        seconds: SECONDS_PER_QUERY,
      });
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `  ${query.label.padEnd(20)} ${JSON.stringify(query.q).padEnd(46)} ` +
          `p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  ` +
          `p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  ` +
          `first ask ${found.firstMs.toFixed(1).padStart(6)} ms  ` +
          `(${times.length} requests; ${found.items} shown of ${found.total ?? '?'}` +
          `${found.capped ? '+' : ''})`,
      );
    }
    all.sort((a, b) => a - b);
    firsts.sort((a, b) => a - b);

    const load = await loadTest(
      server.baseUrl,
      queries.map((query) => searchRequest(server, query)),
      { connections: CONNECTIONS, seconds: 8 },
    );
    if (!onPostgres) {
      console.log(
        `  (the ${budget} ms p95 budget applies on PostgreSQL only: set BENCH_DATABASE_URL)`,
      );
    }
    const figures: Figure[] = [
      { name: 'search p50, all queries', value: percentile(all, 50), unit: 'ms' },
      {
        name: 'search p95, all queries',
        value: percentile(all, 95),
        unit: 'ms',
        ...(onPostgres ? { budget } : {}),
      },
      {
        name: 'first ask of each query (uncached), median',
        value: percentile(firsts, 50),
        unit: 'ms',
      },
      { name: 'first ask of each query (uncached), slowest', value: firsts.at(-1)!, unit: 'ms' },
      {
        name: `search throughput, ${CONNECTIONS} connections`,
        value: load.throughput,
        unit: 'req/s',
      },
      { name: `search p99 at ${CONNECTIONS} connections`, value: load.p99, unit: 'ms' },
    ];
    return report(`GET /api/search (${server.kind})`, figures);
  } finally {
    await server.close();
  }
}
