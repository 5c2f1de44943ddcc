// `npm test`: unit, web component, API integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and end-to-end suites, then one closing line with the totals.
//
// The Vitest suites run as one Vitest run with a worker a core, so that the PGlite and PostgreSQL
// integration suites overlap: a test waiting on a retry or a child server leaves its core to
// another. Meanwhile what ships is built for the end-to-end suite (the web app and the server
// bundle, `npm run build`'s step, when missing or stale), which then runs beside it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'pulso-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
// The end of each failed suite's held output (one that ran beside another), repeated under the
// totals: a CI log cut to its tail still says why (a server that did not start…).
const failureTails = [];
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs a command; its output goes to the terminal, or is held and printed in one piece at the
 * end (`quiet`) when it runs beside another. Resolves true when it succeeded.
 */
function run(name, command, args, { env = {}, quiet = false } = {}) {
  const since = Date.now();
  if (!quiet) console.log(`\n=== ${name}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let held = '';
  child.stdout?.on('data', (chunk) => (held += chunk));
  child.stderr?.on('data', (chunk) => (held += chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (quiet) console.log(`\n=== ${name}\n${held}`);
      console.log(`=== ${name}: ${code === 0 ? 'done' : 'FAILED'} in ${seconds(since)}`);
      if (code !== 0) {
        failedSuites.push(name);
        // A streamed suite's output is on the terminal already; a held one's is repeated.
        if (quiet)
          failureTails.push(
            `--- the end of "${name}" (exit ${code}):\n${held.split('\n').slice(-40).join('\n')}`,
          );
      }
      resolve(code === 0);
    });
  });
}

function addVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    totals.failed += 1;
  }
}

const chromium = findChromium();
// Built beside the Vitest run (the end-to-end suite runs it; it is kept when up to date).
const build = chromium
  ? run(
      'build: web app and server bundle (for the end-to-end suite)',
      'node',
      ['scripts/build.mjs', '--if-stale'],
      { quiet: true },
    )
  : Promise.resolve(true);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const projects = [
  'unit',
  'web',
  'web-ssr',
  'integration',
  ...(onPostgres ? ['integration-postgres'] : []),
];
// One worker a core (Vitest's own default leaves one core free: a single worker on 2 cores).
const workers = process.env.PULSO_TEST_WORKERS ?? String(Math.max(2, availableParallelism()));
const vitestReport = join(out, 'vitest.json');
// The journeys run beside the Vitest run, from the moment the build is ready: a journey spends
// most of its time waiting on the browser, the server and its own clocks, a Vitest worker on
// retries and child servers, so together they fill the cores that each leaves idle (decision
// 042). PULSO_TEST_SERIAL=1 runs them one after the other (the journeys' output then streams).
const serial = process.env.PULSO_TEST_SERIAL === '1';
const e2eReport = join(out, 'e2e.json');
const journeys = async () => {
  if (!chromium || !(await build)) return;
  await run('end to end (Chromium)', 'node', ['scripts/e2e.mjs'], {
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    quiet: !serial,
  });
};
const e2e = serial ? undefined : journeys();
await run(
  `unit, web, integration (PGlite${onPostgres ? ' and PostgreSQL' : ''}) — ${workers} workers`,
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    `--maxWorkers=${workers}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  // The `integration` project on PGlite; `integration-postgres` sets PULSO_TEST_DB itself.
  { env: { PULSO_TEST_DB: 'pglite' } },
);
addVitest(vitestReport);
if (!onPostgres)
  console.log('\nTEST_DATABASE_URL is not set: the integration suite ran on PGlite only.');

if (chromium) {
  await (e2e ?? journeys());
  try {
    const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
    totals.passed += stats.expected ?? 0;
    totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    totals.skipped += stats.skipped ?? 0;
  } catch {
    totals.failed += 1;
  }
} else if (process.env.CI === 'true') {
  console.error(
    '\nNo Chromium found (set CHROMIUM_PATH or apt-get install chromium): under CI the end-to-end suite is required.',
  );
  failedSuites.push('end to end (no Chromium)');
} else {
  console.log(
    "\nNo Chromium found (set CHROMIUM_PATH or install Debian's chromium): the end-to-end suite was skipped.",
  );
}

if (failedSuites.length) {
  for (const failure of failureTails) console.error(`\n${failure}`);
  console.error(`\nfailed suites: ${failedSuites.join(', ')}`);
}
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${seconds(started)})`,
);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
