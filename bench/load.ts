// `npm run bench load`: the mix an HCP portal sees (load-mix.ts: the home's rows and its
// server-rendered page, content items, search with distinct queries, the events list, the doctor
// finder, medical-information requests and sign-ins), offered at a fixed rate (400 requests per
// second, BENCH_LOAD_RATE) for 30 s (BENCH_LOAD_SECONDS), twice in a row after a 10 s warm-up
// (BENCH_LOAD_WARM_UP_SECONDS), to the real server in a child process over a 100,000-item
// catalogue and a 100,000-listing directory: PGlite by default, PostgreSQL with
// BENCH_DATABASE_URL. Prints each route's p50/p95/p99 and errors, and the server's memory after
// the warm-up and after each run. Budgets (budgets.ts): p99 at most 300 ms on PostgreSQL and
// 500 ms on PGlite, no error, memory flat from one run to the next.
//
// The offered rate is fixed: every connection is a doctor asking once a second (autocannon's
// `connectionRate: 1`), whatever the answers' speed, so a slow server gets as many requests as a
// fast one (until an answer takes over a second). Autocannon starts the connections of one
// instance together, and they then ask in the same instant every second: each route's
// connections are spread over several instances of at most GROUP connections, started at
// offsets spread over the first second, so that requests arrive evenly rather than in one burst
// per second. Latencies are each answer's own time (autocannon's histogram "corrects" for
// coordinated omission with an interval of Math.ceil(1 / rate) = 1 ms at this rate, which adds a
// made-up sample per millisecond of every answer).
import autocannon, { type Request } from 'autocannon';
import { DEFAULT_API_KEY, headers } from '@pulso/contracts/http';
import { loadBudget } from './budgets.ts';
import { machineLoad, report, type Figure } from './lib.ts';
import { percentile } from './support/load.ts';
import { loadRoutes, type LoadRoute } from './support/load-mix.ts';
import { MEMORY_PATH, startLoadServer, type ServerMemory } from './support/load-server-process.ts';

const RATE = Number(process.env.BENCH_LOAD_RATE ?? loadBudget.offeredRate);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const WARM_UP_SECONDS = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 10);
const RUNS = 2;
/** Connections per autocannon instance (each asks once a second). */
const GROUP = 4;
/** An answer later than this is a time-out, counted as an error. */
const TIMEOUT_SECONDS = 10;
/** Medical-information requests one account may send in an hour (decision 071's default). */
const MEDICAL_INFORMATION_PER_ACCOUNT = 10;

interface Counts {
  times: number[];
  non2xx: Map<number, number>;
  errors: number;
  /** A few answers that were not 2xx, to say why. */
  samples: string[];
}

interface Phase {
  seconds: number;
  routes: Map<string, Counts & { offered: number }>;
  load: string;
}

/** The request's route name (sign-in has two: the provider's login, then the product's). */
function namesOf(route: LoadRoute): string[] {
  return route.requests.length === 1
    ? [route.name]
    : route.requests.map((request) => `${route.name}: ${request.path ?? ''}`);
}

/** Connections (each asking once a second) a route is given: its share of the offered rate. */
function connectionsOf(route: LoadRoute): number {
  const steps = route.requests.length;
  return Math.max(steps, Math.round((RATE * route.share) / steps) * steps);
}

/** Keeps the first few bodies of answers that were not 2xx (each template's `onResponse`). */
function sampled(route: LoadRoute, counts: Map<string, Counts>): LoadRoute {
  const names = namesOf(route);
  return {
    ...route,
    requests: route.requests.map((request, index) => {
      const own = request.onResponse;
      return {
        ...request,
        onResponse: (status: number, body: string, context: object, responseHeaders) => {
          const samples = counts.get(names[index]!)?.samples;
          if (status >= 300 && samples && samples.length < 3) {
            samples.push(`${status} ${body.slice(0, 200)}`);
          }
          if (typeof own === 'function') own(status, body, context, responseHeaders);
        },
      } satisfies Request;
    }),
  };
}

async function runPhase(baseUrl: string, routes: LoadRoute[], seconds: number): Promise<Phase> {
  const counts = new Map<string, Counts & { offered: number }>();
  for (const route of routes) {
    for (const name of namesOf(route)) {
      counts.set(name, {
        times: [],
        non2xx: new Map(),
        errors: 0,
        samples: [],
        offered: connectionsOf(route) / route.requests.length,
      });
    }
  }
  // Each route's connections in groups; the groups of all routes interleaved, then started at
  // offsets spread evenly over one second.
  const groups = routes.map((route) => {
    const connections = connectionsOf(route);
    const size = route.requests.length > 1 ? route.requests.length : GROUP;
    const sizes: number[] = [];
    for (let left = connections; left > 0; left -= size) sizes.push(Math.min(size, left));
    return sizes.map((size) => ({ route: sampled(route, counts), names: namesOf(route), size }));
  });
  const order: (typeof groups)[number] = [];
  for (let i = 0; i < Math.max(...groups.map((g) => g.length)); i++) {
    for (const group of groups) if (group[i]) order.push(group[i]!);
  }
  const runs = order.map(
    (group, index) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(
          () => {
            const instance = autocannon(
              {
                url: baseUrl,
                connections: group.size,
                connectionRate: 1,
                duration: seconds,
                timeout: TIMEOUT_SECONDS,
                requests: group.route.requests,
              },
              (error) => (error ? reject(error as Error) : resolve()),
            );
            // Autocannon copies the requests it is given: the one answered is known by its path.
            const paths = group.route.requests.map((request) => request.path);
            const nameOf = (client: unknown) => {
              const current = (client as { requestIterator?: { currentRequest?: Request } })
                .requestIterator?.currentRequest;
              return group.names[Math.max(0, paths.indexOf(current?.path))]!;
            };
            instance.on('response', (client, statusCode, _bytes, responseTime) => {
              const figures = counts.get(nameOf(client))!;
              if (statusCode >= 200 && statusCode < 300) figures.times.push(responseTime);
              else figures.non2xx.set(statusCode, (figures.non2xx.get(statusCode) ?? 0) + 1);
            });
            instance.on('reqError', () => {
              // A time-out or a failed connection: which request it was is not told.
              counts.get(group.names[0]!)!.errors += 1;
            });
          },
          (index / order.length) * 1000,
        );
      }),
  );
  await Promise.all(runs);
  return { seconds, routes: counts, load: machineLoad() };
}

async function memoryOf(baseUrl: string, token: string): Promise<ServerMemory> {
  const response = await fetch(baseUrl + MEMORY_PATH, {
    headers: { [headers.apiKey]: DEFAULT_API_KEY, [headers.authorization]: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${MEMORY_PATH} answered ${response.status}`);
  return (await response.json()) as ServerMemory;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–').padStart(6);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

interface Totals {
  answered: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

function printPhase(title: string, phase: Phase): Totals {
  console.log(`\n${title} (${phase.load}):`);
  console.log(
    `  ${'route'.padEnd(44)} offered  answered/s   p50    p95    p99    max ms  errors (non-2xx, socket)`,
  );
  const all: number[] = [];
  let errors = 0;
  for (const [name, counts] of phase.routes) {
    const times = sorted(counts.times);
    all.push(...times);
    const non2xx = [...counts.non2xx.values()].reduce((a, b) => a + b, 0);
    errors += non2xx + counts.errors;
    const statuses = [...counts.non2xx].map(([status, n]) => `${n}×${status}`).join(' ');
    console.log(
      `  ${name.padEnd(44)} ${String(counts.offered).padStart(7)} ${(times.length / phase.seconds)
        .toFixed(1)
        .padStart(10)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(
        percentile(times, 99),
      )} ${ms(times.at(-1) ?? Number.NaN)}     ${non2xx + counts.errors}` +
        (statuses || counts.errors
          ? ` (${statuses}${counts.errors ? ` ${counts.errors} socket` : ''})`
          : ''),
    );
    for (const sample of counts.samples) console.log(`      e.g. ${sample}`);
  }
  const times = sorted(all);
  const totals = {
    answered: times.length / phase.seconds,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
  console.log(
    `  ${'all'.padEnd(44)} ${String(RATE).padStart(7)} ${totals.answered.toFixed(1).padStart(10)} ` +
      `${ms(totals.p50)} ${ms(totals.p95)} ${ms(totals.p99)} ${ms(times.at(-1) ?? Number.NaN)}     ${errors}`,
  );
  return totals;
}

export async function loadBench(): Promise<boolean> {
  const routesPreview = loadRoutes(
    { port: 0, items: 0, listings: 0, seedMs: 0, doctors: [], contentIds: {} },
    0,
  );
  // Enough doctors for the medical-information requests of every phase within decision 071's
  // per-account limit (the limits stay as configured; each doctor has an address of their own).
  const medicalInformation = routesPreview.find((r) => r.name.startsWith('medical-information'))!;
  const requests = connectionsOf(medicalInformation) * (WARM_UP_SECONDS + RUNS * SECONDS);
  const doctors = Math.max(500, Math.ceil((requests / MEDICAL_INFORMATION_PER_ACCOUNT) * 1.5));

  const server = await startLoadServer(doctors);
  try {
    const { ready } = server;
    const routes = loadRoutes(ready, Number(new URL(server.baseUrl).port));
    const token = ready.doctors[0]!.token;
    console.log(
      `\nLoad on ${server.kind}: ${ready.items.toLocaleString('en')} content items, ` +
        `${ready.listings.toLocaleString('en')} doctor-finder listings, ` +
        `${ready.doctors.length} doctors with a session (data written in ` +
        `${(ready.seedMs / 1000).toFixed(0)} s; ${machineLoad()}). ${RATE} requests/s offered ` +
        `(${routes.reduce((n, r) => n + connectionsOf(r), 0)} connections, each asking once a ` +
        `second), ${WARM_UP_SECONDS} s of warm-up then ${RUNS} runs of ${SECONDS} s.`,
    );

    const warmUp = await runPhase(server.baseUrl, routes, WARM_UP_SECONDS);
    const warmUpTotals = printPhase(`Warm-up, ${WARM_UP_SECONDS} s`, warmUp);
    const memory = [await memoryOf(server.baseUrl, token)];
    const totals: Totals[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const phase = await runPhase(server.baseUrl, routes, SECONDS);
      totals.push(printPhase(`Run ${run}, ${SECONDS} s`, phase));
      memory.push(await memoryOf(server.baseUrl, token));
    }
    console.log('\nServer memory after a full collection (RSS, heap used, heap total, external):');
    ['after the warm-up', ...totals.map((_, i) => `after run ${i + 1}`)].forEach((label, i) => {
      const m = memory[i]!;
      console.log(
        `  ${label.padEnd(18)} ${mb(m.rss).padStart(8)} ${mb(m.heapUsed).padStart(8)} ` +
          `${mb(m.heapTotal).padStart(8)} ${mb(m.external).padStart(8)}`,
      );
    });
    if (warmUpTotals.errors) console.log(`  (the warm-up had ${warmUpTotals.errors} errors)`);

    const first = memory[1]!;
    const last = memory.at(-1)!;
    const p99Budget = loadBudget.p99Ms[server.kind];
    const figures: Figure[] = totals.flatMap((t, i) => [
      { name: `run ${i + 1}: p50, all routes`, value: t.p50, unit: 'ms' },
      { name: `run ${i + 1}: p95, all routes`, value: t.p95, unit: 'ms' },
      { name: `run ${i + 1}: p99, all routes`, value: t.p99, unit: 'ms', budget: p99Budget },
      {
        name: `run ${i + 1}: answered per second`,
        value: t.answered,
        unit: 'req/s',
        minimum: RATE * loadBudget.answeredShare,
      },
      {
        name: `run ${i + 1}: errors`,
        value: t.errors,
        unit: '',
        budget: loadBudget.errors,
        digits: 0,
      },
    ]);
    figures.push(
      {
        name: 'heap used, run 2 over run 1',
        value: last.heapUsed / first.heapUsed - 1,
        unit: '',
        budget: loadBudget.memoryGrowth,
        digits: 3,
      },
      {
        name: 'RSS, run 2 over run 1',
        value: last.rss / first.rss - 1,
        unit: '',
        budget: loadBudget.memoryGrowth,
        digits: 3,
      },
    );
    return report(
      `Load, ${RATE} requests/s offered for ${SECONDS} s, twice (${server.kind})`,
      figures,
    );
  } finally {
    await server.close();
  }
}
