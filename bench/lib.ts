import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}

/** Prints figures as a table and says which are over budget. Returns true when all fit. */
export function report(title: string, figures: Figure[]): boolean {
  console.log(`\n${title}`);
  let ok = true;
  for (const f of figures) {
    const over = f.budget !== undefined && f.value > f.budget;
    if (over) ok = false;
    const budget =
      f.budget === undefined ? '' : ` (budget ${f.budget} ${f.unit}: ${over ? 'OVER' : 'ok'})`;
    console.log(`  ${f.name.padEnd(44)} ${f.value.toFixed(1).padStart(10)} ${f.unit}${budget}`);
  }
  return ok;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function startServer(
  env: Record<string, string>,
  command = ['node', '--import', 'tsx', 'apps/api/src/main.ts'],
): ChildProcess {
  const [bin, ...args] = command;
  return spawn(bin!, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
