// GET /docfinder/v1/doctors on a listening server over a directory of 100,000 listings with
// 150,000 offices (BENCH_DOCFINDER_LISTINGS to change it): latency (p50, p95) of patients'
// searches asked one after the other — the typical one, a specialty within 25 km of a city
// (São Paulo, the densest; Rio de Janeiro; Recife; Curitiba), then a specialty in a UF, a
// municipality, a name with and without a typo, a wide circle's third page — and the throughput
// of the typical searches on 10 connections. Budget: the typical searches' p95 under 20 ms on
// PostgreSQL (BENCH_DATABASE_URL); on PGlite the figures are printed without it.
import { machineLoad, report, type Figure } from './lib.ts';
import { startBenchServerProcess } from './support/bench-server-process.ts';
import type { SeededDirectory } from './support/docfinder-seed.ts';
import { loadTest, percentile, timeSequential, type TimedRequest } from './support/load.ts';

const TYPICAL_P95_BUDGET_MS = 20;
const TIMES_PER_QUERY = 40;
const SECONDS_PER_QUERY = 4;
const WARM_UP_TIMES = 3;
const CONNECTIONS = 10;

const cities = {
  'São Paulo': '-23.5329,-46.6395',
  'Rio de Janeiro': '-22.9129,-43.2003',
  Recife: '-8.04666,-34.8771',
  Curitiba: '-25.4195,-49.2646',
};

const typical: { label: string; query: string }[] = [
  {
    label: 'cardiologia ≤25 km São Paulo',
    query: `specialty=cardiologia&near=${cities['São Paulo']}&radiusKm=25`,
  },
  {
    label: 'pediatria ≤25 km São Paulo p2',
    query: `specialty=pediatria&near=${cities['São Paulo']}&radiusKm=25&page=2`,
  },
  {
    label: 'clinica-medica ≤25 km Rio',
    query: `specialty=clinica-medica&near=${cities['Rio de Janeiro']}&radiusKm=25`,
  },
  {
    label: 'dermatologia ≤25 km Recife',
    query: `specialty=dermatologia&near=${cities.Recife}&radiusKm=25`,
  },
  {
    label: 'ortopedia ≤25 km Curitiba',
    query: `specialty=ortopedia-e-traumatologia&near=${cities.Curitiba}&radiusKm=25`,
  },
];
const others: { label: string; query: string }[] = [
  { label: 'specialty in a UF', query: 'specialty=pediatria&uf=MG' },
  { label: 'municipality (Campinas)', query: 'municipality=3509502' },
  { label: 'specialty only', query: 'specialty=cardiologia' },
  { label: 'name', query: 'q=carvalho' },
  { label: 'name with a typo', query: 'q=cavalcanty%20moura' },
  { label: '≤100 km São Paulo, page 3', query: `near=${cities['São Paulo']}&radiusKm=100&page=3` },
];

const request = (query: string): TimedRequest => ({
  path: `/docfinder/v1/doctors?${query}`,
  headers: {},
});

async function timed(baseUrl: string, query: string) {
  const first = await fetch(`${baseUrl}/docfinder/v1/doctors?${query}`);
  const body = (await first.json()) as { items?: { distanceKm?: number }[] };
  if (first.status !== 200 || !body.items?.length) {
    throw new Error(`GET /docfinder/v1/doctors?${query} found nothing (${first.status})`);
  }
  await timeSequential(baseUrl, request(query), { times: WARM_UP_TIMES });
  const times = await timeSequential(baseUrl, request(query), {
    times: TIMES_PER_QUERY,
    seconds: SECONDS_PER_QUERY,
  });
  return { times: times.sort((a, b) => a - b), found: body.items.length };
}

export async function docfinderBench(): Promise<boolean> {
  const server = await startBenchServerProcess<SeededDirectory>({
    script: 'bench/support/docfinder-server.ts',
    // One client address sends everything: the per-address limit must not answer 429s.
    env: { DOCFINDER_RATE_LIMIT_MAX: '1000000000' },
    readyTimeoutMs: 1_200_000,
    // A directory kept from one run to the next (PostgreSQL): written once, read by every run.
    keptDatabase: process.env.BENCH_DOCFINDER_DATABASE,
  });
  try {
    const { ready, baseUrl, kind } = server;
    const onPostgres = kind === 'PostgreSQL';
    console.log(
      `\nDoctor finder on ${ready.listings.toLocaleString('en')} listings with ` +
        `${ready.offices.toLocaleString('en')} offices (${kind}, ` +
        (ready.seedMs > 0
          ? `written in ${(ready.seedMs / 1000).toFixed(1)} s`
          : 'written by an earlier run') +
        `; ${machineLoad()}); up to ${TIMES_PER_QUERY} ` +
        'requests per search, one after the other:',
    );
    const all: number[] = [];
    const print = (label: string, result: { times: number[]; found: number }) =>
      console.log(
        `  ${label.padEnd(32)} p50 ${percentile(result.times, 50).toFixed(1).padStart(6)} ms  ` +
          `p95 ${percentile(result.times, 95).toFixed(1).padStart(6)} ms  ` +
          `(${result.times.length} requests; ${result.found} shown)`,
      );
    for (const { label, query } of typical) {
      const result = await timed(baseUrl, query);
      all.push(...result.times);
      print(label, result);
    }
    const rest: number[] = [];
    for (const { label, query } of others) {
      const result = await timed(baseUrl, query);
      rest.push(...result.times);
      print(label, result);
    }
    all.sort((a, b) => a - b);
    rest.sort((a, b) => a - b);
    const load = await loadTest(
      baseUrl,
      typical.map(({ query }) => request(query)),
      { connections: CONNECTIONS, seconds: 8 },
    );
    if (!onPostgres) {
      console.log(
        `  (the ${TYPICAL_P95_BUDGET_MS} ms p95 budget applies on PostgreSQL only: set BENCH_DATABASE_URL)`,
      );
    }
    const figures: Figure[] = [
      { name: 'specialty within 25 km, p50', value: percentile(all, 50), unit: 'ms' },
      {
        name: 'specialty within 25 km, p95',
        value: percentile(all, 95),
        unit: 'ms',
        ...(onPostgres ? { budget: TYPICAL_P95_BUDGET_MS } : {}),
      },
      { name: 'other searches, p95', value: percentile(rest, 95), unit: 'ms' },
      { name: `throughput, ${CONNECTIONS} connections`, value: load.throughput, unit: 'req/s' },
      { name: `p99 at ${CONNECTIONS} connections`, value: load.p99, unit: 'ms' },
    ];
    return report(`GET /docfinder/v1/doctors (${kind})`, figures);
  } finally {
    await server.close();
  }
}
