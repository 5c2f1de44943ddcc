// GET /api/search on a listening server over a 100,000-item catalogue (BENCH_CONTENT_ITEMS), on
// PGlite or PostgreSQL (BENCH_DATABASE_URL). Two measures:
// - the long tail (issue 35): about 600 distinct Spanish and Portuguese queries drawn from the
//   catalogue's vocabulary (support/search-queries.ts), each asked once: none is in the server's
//   cache of pages, so every answer is the database's work. Budget p95 at most 20 ms at 100,000
//   items; p95 40 ms and p99 80 ms at 1,000,000 (PostgreSQL);
// - the usual queries (with and without accents, with a typo, a product's name with a typo,
//   several words, one broad word, a second page), each asked 30 times in a row: mostly answered
//   from the 30-second cache of pages. Budget p95 15 ms (40 ms at 1,000,000); then their
//   throughput on 10 connections.
// On PGlite the figures are printed without budgets.
import { contentSearchBudget } from './budgets.ts';
import { machineLoad, report, type Figure } from './lib.ts';
import {
  apiRequestHeaders,
  startContentServer,
  type ContentServer,
} from './support/content-server-process.ts';
import { loadTest, percentile, timeSequential, type TimedRequest } from './support/load.ts';
import {
  cacheKeyOf,
  longTailQueries,
  type LongTailQuery,
  type QueryKind,
} from './support/search-queries.ts';
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

function searchRequest(
  server: ContentServer,
  query: { country: 'mx' | 'br'; q: string; from?: number },
): TimedRequest {
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

interface TailAnswer {
  query: LongTailQuery;
  ms: number;
  total: number;
}

/** Asks each query once, one after the other; fails on an answer other than 200. */
async function askOnce(server: ContentServer, tail: LongTailQuery[]): Promise<TailAnswer[]> {
  const answers: TailAnswer[] = [];
  for (const query of tail) {
    const request = searchRequest(server, query);
    const started = performance.now();
    const response = await fetch(server.baseUrl + request.path, { headers: request.headers });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) {
      throw new Error(`GET ${request.path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    answers.push({ query, ms, total: (JSON.parse(text) as { total?: number }).total ?? 0 });
  }
  return answers;
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** One line per kind of query: how many, p50, p95, slowest, how many found nothing. */
function printTailKinds(answers: TailAnswer[]): void {
  const kinds = new Map<QueryKind, TailAnswer[]>();
  for (const answer of answers) {
    kinds.set(answer.query.kind, [...(kinds.get(answer.query.kind) ?? []), answer]);
  }
  for (const [kind, ofKind] of kinds) {
    const times = ofKind.map((answer) => answer.ms).sort((a, b) => a - b);
    const slowest = ofKind.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(
      `  ${kind.padEnd(13)} ${String(ofKind.length).padStart(4)} queries  p50 ${ms(percentile(times, 50))}  ` +
        `p95 ${ms(percentile(times, 95))}  slowest ${ms(slowest.ms)} (${JSON.stringify(slowest.query.q)})  ` +
        `${ofKind.filter((answer) => answer.total === 0).length} found nothing`,
    );
  }
}

export async function contentSearchBench(): Promise<boolean> {
  const server = await startContentServer();
  try {
    const onPostgres = server.kind === 'PostgreSQL';
    const items = server.ready.items;
    const budget = contentSearchBudget(items);
    const written = server.ready.seedMs
      ? `written in ${(server.ready.seedMs / 1000).toFixed(1)} s`
      : 'kept from an earlier run';
    console.log(
      `\nSearch on ${items.toLocaleString('en')} items (${server.kind}, ${written}; ${machineLoad()})`,
    );

    // Warm-up: each usual query once (the server's code and the database's pages), and what
    // they find (a search that finds nothing would measure nothing).
    const firsts = new Map<(typeof queries)[number], Awaited<ReturnType<typeof answerSize>>>();
    for (const query of queries)
      firsts.set(query, await answerSize(server, searchRequest(server, query)));

    // The long tail: distinct queries, none of them asked before (so none in the cache of pages).
    const usual = new Set(queries.map((query) => cacheKeyOf({ ...query, kind: 'word' })));
    const tail = longTailQueries().filter((query) => !usual.has(cacheKeyOf(query)));
    console.log(
      `Long tail: ${tail.length} distinct queries, each asked once, one after the other (nothing cached):`,
    );
    const answers = await askOnce(server, tail);
    printTailKinds(answers);
    const tailTimes = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `  slowest: ${slowest.map((a) => `${JSON.stringify(a.query.q)} ${a.ms.toFixed(1)} ms`).join(', ')}`,
    );
    console.log(`  (${machineLoad()})`);

    console.log(
      `Usual queries: up to ${TIMES_PER_QUERY} requests each, one after the other (after ${WARM_UP_TIMES} ` +
        `warm-up asks: answered from the 30-second cache of pages):`,
    );
    const all: number[] = [];
    for (const query of queries) {
      const request = searchRequest(server, query);
      const found = firsts.get(query)!;
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

    const load = await loadTest(
      server.baseUrl,
      queries.map((query) => searchRequest(server, query)),
      { connections: CONNECTIONS, seconds: 8 },
    );
    if (!onPostgres) {
      console.log('  (the budgets apply on PostgreSQL only: set BENCH_DATABASE_URL)');
    }
    const within = (value?: number) => (onPostgres && value !== undefined ? { budget: value } : {});
    const figures: Figure[] = [
      { name: 'long tail, uncached, p50', value: percentile(tailTimes, 50), unit: 'ms' },
      {
        name: 'long tail, uncached, p95',
        value: percentile(tailTimes, 95),
        unit: 'ms',
        ...within(budget.uncachedP95Ms),
      },
      {
        name: 'long tail, uncached, p99',
        value: percentile(tailTimes, 99),
        unit: 'ms',
        ...within(budget.uncachedP99Ms),
      },
      { name: 'usual queries, cached, p50', value: percentile(all, 50), unit: 'ms' },
      {
        name: 'usual queries, cached, p95',
        value: percentile(all, 95),
        unit: 'ms',
        ...within(budget.cachedP95Ms),
      },
      {
        name: 'usual queries, cached, p99',
        value: percentile(all, 99),
        unit: 'ms',
      },
      {
        name: `search throughput, ${CONNECTIONS} connections`,
        value: load.throughput,
        unit: 'req/s',
      },
      { name: `search p99 at ${CONNECTIONS} connections`, value: load.p99, unit: 'ms' },
    ];
    console.log(`  (${machineLoad()})`);
    return report(`GET /api/search (${server.kind}, ${items.toLocaleString('en')} items)`, figures);
  } finally {
    await server.close();
  }
}
