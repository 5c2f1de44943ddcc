// Builds the web app (`npm run build -w apps/web`: its client and its server-render module, into
// apps/web/dist) when that build is missing, incomplete or older than its sources, so that
// `npm install && npm start` on a fresh clone serves a working portal. Part of scripts/build.mjs
// (`npm run build`); `node scripts/ensure-web-build.mjs` runs this part alone.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestChange } from './newest-change.mjs';

const root = new URL('..', import.meta.url).pathname;
export const webBuild = join(root, 'apps/web/dist');
// Written once the whole build succeeded (a build that stopped half-way leaves none), dated when
// the build started: a source saved while it ran is newer, and builds again next time.
const complete = join(webBuild, '.build-complete');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.js',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

function buildWebApp() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `the web app's build failed (npm run build -w apps/web: ${signal ?? `exit ${code}`})`,
            ),
          ),
    );
  });
}

/** Builds the web app unless its build is complete and newer than every source (or `force`). */
export async function ensureWebBuild({ force = false, quiet = false } = {}) {
  const builtAt = existsSync(complete) ? statSync(complete).mtimeMs : 0;
  const changedAt = newestChange(root, sources);
  if (!force && builtAt >= changedAt && process.env.FORCE_WEB_BUILD !== '1') {
    if (!quiet) console.log('web app build is up to date');
    return webBuild;
  }
  if (!quiet) console.log('building the web app…');
  const startedAt = new Date();
  rmSync(complete, { force: true });
  await buildWebApp();
  writeFileSync(complete, 'npm run build -w apps/web\n');
  utimesSync(complete, startedAt, startedAt);
  return webBuild;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
