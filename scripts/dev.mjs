// `npm run dev`: the API from its sources on :3000 (restarted by Node when a source changes) and
// Vite's dev server on :5173 with hot reload, which hands the API's paths to :3000
// (apps/web/vite.config.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(
    process.execPath,
    [
      '--watch-path=apps/api/src',
      '--watch-path=packages/contracts/src',
      '--import',
      'tsx',
      'apps/api/src/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
