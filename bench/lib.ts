import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';

export const root = new URL('..', import.meta.url).pathname;

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The most the value may be. */
  budget?: number;
  /** The least the value may be (a ratio, a throughput). */
  minimum?: number;
  /** Decimals printed (1 unless said). */
  digits?: number;
}

function verdict(f: Figure): { fits: boolean; text: string } {
  const unit = f.unit ? ` ${f.unit}` : '';
  if (f.budget !== undefined) {
    const fits = f.value <= f.budget;
    return { fits, text: ` (budget ${f.budget}${unit}: ${fits ? 'ok' : 'OVER'})` };
  }
  if (f.minimum !== undefined) {
    const fits = f.value >= f.minimum;
    const minimum = Number(f.minimum.toFixed(f.digits ?? 1));
    return { fits, text: ` (budget at least ${minimum}${unit}: ${fits ? 'ok' : 'UNDER'})` };
  }
  return { fits: true, text: '' };
}

/** How busy the machine was (other work skews timings): the 1-minute load average per CPU. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`;
}

/** Prints figures as a table and says which miss their budget. Returns true when all fit. */
export function report(title: string, figures: Figure[]): boolean {
  console.log(`\n${title}`);
  let ok = true;
  for (const f of figures) {
    const { fits, text } = verdict(f);
    if (!fits) ok = false;
    const value = f.value.toFixed(f.digits ?? 1).padStart(10);
    console.log(`  ${f.name.padEnd(44)} ${value} ${f.unit}${text}`);
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
