// `npm test`: unit, web component, API integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and end-to-end suites, then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'pulso-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSuites.push(name);
  return result.status === 0;
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

function vitest(name, projects, env = {}) {
  const file = join(out, `${name.replace(/\W+/g, '-')}.json`);
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  addVitest(file);
}

vitest('unit and web', ['unit', 'web']);
vitest('integration (PGlite)', ['integration'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('integration (PostgreSQL)', ['integration'], { PULSO_TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the integration suite ran on PGlite only.');
}

const chromium = findChromium();
if (chromium) {
  const file = join(out, 'e2e.json');
  run('end to end (Chromium)', 'node', ['scripts/e2e.mjs'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  try {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
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

if (failedSuites.length) console.error(`\nfailed suites: ${failedSuites.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
