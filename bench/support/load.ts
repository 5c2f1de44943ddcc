// Measuring an HTTP server from outside: one client timing requests one after the other
// (latency), and autocannon keeping many connections busy (throughput).
import autocannon from 'autocannon';

export interface TimedRequest {
  path: string;
  headers: Record<string, string>;
}

/** The p-th percentile (0–100) of values sorted ascending, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Sends the request `times` times (or fewer once `seconds` have passed, at least 5), one after
 * the other on a kept-alive connection, and answers each round trip in milliseconds (body read).
 * Fails on an answer other than 200.
 */
export async function timeSequential(
  baseUrl: string,
  request: TimedRequest,
  { times, seconds = Infinity }: { times: number; seconds?: number },
): Promise<number[]> {
  const durations: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; i < times && (i < 5 || performance.now() < deadline); i++) {
    const started = performance.now();
    const response = await fetch(baseUrl + request.path, { headers: request.headers });
    const body = await response.text();
    durations.push(performance.now() - started);
    if (response.status !== 200) {
      throw new Error(`GET ${request.path} answered ${response.status}: ${body.slice(0, 300)}`);
    }
  }
  return durations;
}

export interface LoadFigures {
  /** Successful answers. */
  answers: number;
  /** Successful answers per second. */
  throughput: number;
  p50: number;
  p99: number;
}

/**
 * `connections` connections send the requests (each in turn) for `seconds`; answers throughput
 * and latency. Fails when any answer is not 2xx or a connection errs: their speed means nothing.
 */
export async function loadTest(
  baseUrl: string,
  requests: readonly TimedRequest[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // A slow server answers late rather than failing the connection (10 s by default).
    timeout: 60,
    requests: requests.map((request) => ({
      method: 'GET' as const,
      path: request.path,
      headers: request.headers,
    })),
  });
  if (result.non2xx || result.errors) {
    throw new Error(
      `${requests[0]?.path}…: ${result.non2xx} answers were not 2xx and ${result.errors} connections failed`,
    );
  }
  return {
    answers: result['2xx'],
    throughput: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
