// GET /api/clusters/home for a signed-in Brazilian doctor over a 100,000-item catalogue, with 50
// connections, side by side with a bare route of the same server (same /api hooks: API key,
// session, country, rate limit) that answers the same bytes from memory. The figure is the
// ratio of their throughputs and of their p99s; budget (issue 11): the home at least 0.8× the
// bare route's throughput, with a p99 at most 1.3× the bare route's.
import { machineLoad, report } from './lib.ts';
import {
  apiRequestHeaders,
  BARE_PATH,
  HOME_PATH,
  startContentServer,
} from './support/content-server-process.ts';
import { loadTest, type TimedRequest } from './support/load.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const MINIMUM_RATIO = 0.8;
const MAXIMUM_P99_RATIO = 1.3;

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
    const options = { connections: CONNECTIONS, seconds: SECONDS };
    await loadTest(server.baseUrl, [home], { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
    await loadTest(server.baseUrl, [bare], { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
    const homeFigures = await loadTest(server.baseUrl, [home], options);
    const bareFigures = await loadTest(server.baseUrl, [bare], options);
    return report(
      `GET ${HOME_PATH} vs the bare route, ${CONNECTIONS} connections (${server.kind})`,
      [
        { name: 'home throughput', value: homeFigures.throughput, unit: 'req/s' },
        { name: 'home p99', value: homeFigures.p99, unit: 'ms' },
        { name: 'bare route throughput', value: bareFigures.throughput, unit: 'req/s' },
        { name: 'bare route p99', value: bareFigures.p99, unit: 'ms' },
        {
          name: 'home / bare route throughput',
          value: homeFigures.throughput / bareFigures.throughput,
          unit: '',
          minimum: MINIMUM_RATIO,
          digits: 2,
        },
        {
          name: 'home / bare route p99',
          value: homeFigures.p99 / bareFigures.p99,
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
