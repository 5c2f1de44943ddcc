import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { webDistFixture } from './test-app.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Child {
  process: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `node --import tsx <script>` from the repository root, as `npm start` runs the server. */
export function runTypeScript(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: 'test', WEB_DIST: webDistFixture, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { process: child, output: () => output, exited };
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface ChildServer extends Child {
  url: string;
}

/** The real server (apps/api/src/main.ts) on a free port; resolves once /readyz answers 200. */
export async function startServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = runTypeScript('apps/api/src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  void child.exited.then(() => (exited = true));
  // Compiling the sources (tsx) and opening, migrating and seeding the database take a few
  // seconds on a quiet machine and over a minute beside a loaded CI run's other suites: the
  // callers' own test time-outs (120–180 s) bound the wait.
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error(`the server exited before it was ready:\n${child.output()}`);
        return fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      'the server to be ready',
      150_000,
    );
  } catch (error) {
    if (exited) throw error;
    child.process.kill('SIGKILL');
    throw new Error(`${String(error)}; its output so far:\n${child.output()}`, { cause: error });
  }
  return { ...child, url };
}
