// GET /api/clusters/home for a signed-in Brazilian doctor over a 100,000-item catalogue, with 50
// connections, side by side with a bare route of the same server (same /api hooks: API key,
// session, country, rate limit) that answers the same bytes from memory. The figure is the
// ratio of their throughputs and of their p99s; budget (issue 11): the home at least 0.8× the
// bare route's throughput, with a p99 at most 1.3× the bare route's.
//
// The two are measured in alternating rounds (home then bare, then bare then home, …) rather than
// one long phase each: on a shared machine the load changes from one minute to the next, and a
// ratio of two phases taken a minute apart measured the machine as much as the server. Each
// round's ratio compares two phases a few seconds apart; the budget is judged on the median of
// the rounds' ratios, which one disturbed round does not move.
import { machineLoad, report } from './lib.ts';
import {
  apiRequestHeaders,
  BARE_PATH,
  HOME_PATH,
  startContentServer,
} from './support/content-server-process.ts';
import { loadTest, type LoadFigures, type TimedRequest } from './support/load.ts';

const CONNECTIONS = 50;
/** Rounds of one home phase and one bare-route phase each (the order alternates). */
const ROUNDS = 6;
const ROUND_PHASE_SECONDS = 4;
const WARM_UP_SECONDS = 3;
const MINIMUM_RATIO = 0.8;
const MAXIMUM_P99_RATIO = 1.3;
/**
 * A phase with fewer answers says nothing about the server (a saturated machine answered a
 * handful of requests in 4 s): its round is printed but left out of the medians.
 */
const MINIMUM_ANSWERS = 100;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Round {
  home: LoadFigures;
  bare: LoadFigures;
  load: string;
}

export async function homeThroughputBench(): Promise<boolean> {
  const server = await startContentServer();
  try {
    const headers = apiRequestHeaders(server.ready.tokens.br);
    const home: TimedRequest = { path: HOME_PATH, headers };
    const bare: TimedRequest = { path: BARE_PATH, headers };
    console.log(
      `\nHome on ${server.ready.items.toLocaleString('en')} items (${server.kind}; ` +
        `${machineLoad()}): ${(server.ready.homeBytes / 1024).toFixed(1)} KB, ` +
        `rows ${server.ready.homeRows.join(', ')}`,
    );
    const warmUp = { connections: CONNECTIONS, seconds: WARM_UP_SECONDS };
    await loadTest(server.baseUrl, [home], warmUp);
    await loadTest(server.baseUrl, [bare], warmUp);

    const phase = { connections: CONNECTIONS, seconds: ROUND_PHASE_SECONDS };
    const rounds: Round[] = [];
    console.log(
      `\n${ROUNDS} rounds of ${ROUND_PHASE_SECONDS} s home + ${ROUND_PHASE_SECONDS} s bare route ` +
        '(the order alternates), after a warm-up of each:',
    );
    console.log(
      '  round  first  home req/s  home p99  bare req/s  bare p99  throughput ratio  p99 ratio  load',
    );
    for (let index = 0; index < ROUNDS; index++) {
      const homeFirst = index % 2 === 0;
      let homeFigures: LoadFigures;
      let bareFigures: LoadFigures;
      if (homeFirst) {
        homeFigures = await loadTest(server.baseUrl, [home], phase);
        bareFigures = await loadTest(server.baseUrl, [bare], phase);
      } else {
        bareFigures = await loadTest(server.baseUrl, [bare], phase);
        homeFigures = await loadTest(server.baseUrl, [home], phase);
      }
      const round: Round = { home: homeFigures, bare: bareFigures, load: machineLoad() };
      const counts = Math.min(homeFigures.answers, bareFigures.answers) >= MINIMUM_ANSWERS;
      if (counts) rounds.push(round);
      console.log(
        [
          String(index + 1).padStart(7),
          (homeFirst ? 'home' : 'bare').padStart(6),
          homeFigures.throughput.toFixed(0).padStart(11),
          `${homeFigures.p99.toFixed(0)} ms`.padStart(9),
          bareFigures.throughput.toFixed(0).padStart(11),
          `${bareFigures.p99.toFixed(0)} ms`.padStart(9),
          (homeFigures.throughput / bareFigures.throughput).toFixed(2).padStart(17),
          (homeFigures.p99 / bareFigures.p99).toFixed(2).padStart(10),
          ` ${round.load.replace('load average ', '')}`,
          counts ? '' : ` (left out: under ${MINIMUM_ANSWERS} answers in a phase)`,
        ].join(' '),
      );
    }
    if (!rounds.length) {
      console.log(
        `\nNo round had ${MINIMUM_ANSWERS} answers in each phase: the machine is too busy to compare.`,
      );
      return false;
    }

    const throughputRatios = rounds.map((r) => r.home.throughput / r.bare.throughput);
    const p99Ratios = rounds.map((r) => r.home.p99 / r.bare.p99);
    return report(
      `GET ${HOME_PATH} vs the bare route, ${CONNECTIONS} connections (${server.kind}), ` +
        `median of ${rounds.length} rounds`,
      [
        {
          name: 'home throughput',
          value: median(rounds.map((r) => r.home.throughput)),
          unit: 'req/s',
        },
        { name: 'home p99', value: median(rounds.map((r) => r.home.p99)), unit: 'ms' },
        {
          name: 'bare route throughput',
          value: median(rounds.map((r) => r.bare.throughput)),
          unit: 'req/s',
        },
        { name: 'bare route p99', value: median(rounds.map((r) => r.bare.p99)), unit: 'ms' },
        {
          name: 'home / bare route throughput (lowest round)',
          value: Math.min(...throughputRatios),
          unit: '',
          digits: 2,
        },
        {
          name: 'home / bare route throughput (highest round)',
          value: Math.max(...throughputRatios),
          unit: '',
          digits: 2,
        },
        {
          name: 'home / bare route throughput',
          value: median(throughputRatios),
          unit: '',
          minimum: MINIMUM_RATIO,
          digits: 2,
        },
        {
          name: 'home / bare route p99',
          value: median(p99Ratios),
          unit: '',
          budget: MAXIMUM_P99_RATIO,
          digits: 2,
        },
      ],
    );
  } finally {
    await server.close();
  }
}
