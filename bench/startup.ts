// Time from `npm start` to /readyz answering, on an empty data directory (migrations and demo
// seed included). The web build is made first so that the figure is the server's own start.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, report, root, startServer, stop, waitFor } from './lib.ts';

export async function startupBench(runs = 3): Promise<boolean> {
  execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'ignore' });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pulso-bench-start-'));
    const port = await freePort();
    const child = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, [
      'npm',
      'start',
      '--silent',
    ]);
    try {
      times.push(await waitFor(`http://127.0.0.1:${port}/readyz`, 120_000));
    } finally {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  times.sort((a, b) => a - b);
  return report(`npm start → /readyz on an empty data directory (${runs} runs)`, [
    { name: 'median', value: times[Math.floor(times.length / 2)]!, unit: 'ms', budget: 5_000 },
    { name: 'slowest', value: times.at(-1)!, unit: 'ms' },
  ]);
}
