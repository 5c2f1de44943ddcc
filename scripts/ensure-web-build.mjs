// Builds the web app when its build is missing or older than its sources, so that
// `npm install && npm start` on a fresh clone serves a working portal.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestChange } from './newest-change.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
const changedAt = newestChange(root, sources);
if (builtAt >= changedAt && process.env.FORCE_WEB_BUILD !== '1') {
  console.log('web app build is up to date');
} else {
  console.log('building the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}
