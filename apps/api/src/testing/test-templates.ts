// Warm database templates of the integration suite. Starting a test server on an empty database
// means initdb (PGlite), the migrations, pg-boss's own schema and the seeds: seconds each time.
// Instead the real server is started once on an empty database and stopped, and every test
// database is a copy of what it left: a directory copy on PGlite, CREATE DATABASE … TEMPLATE on
// PostgreSQL. There are two templates, with and without the demo data (SEED_DEMO). A template's
// name carries a hash of what decides its content (the API's sources with its migrations and
// seeds, the contracts, the PGlite, pg-boss and drizzle versions), so an edit makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statfsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { generatedSecrets } from '../db/schema/generated-secrets.ts';
import { hasStartTemplate } from '../platform/db/pglite-start-template.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const webDistFixture = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));
const DAY_MS = 24 * 3600 * 1000;

/**
 * Where test databases live: a RAM file system (/dev/shm) when it has room, since each test
 * copies and writes a 40 MB data directory; else the temp directory. PULSO_TEST_TMPDIR chooses.
 */
export function testScratchDir(): string {
  const chosen = process.env.PULSO_TEST_TMPDIR;
  if (chosen) return chosen;
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize > 4 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux): the temp directory.
  }
  return tmpdir();
}

let key: string | undefined;

/** A hash of everything that decides what a freshly started server leaves in its database. */
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  for (const name of ['@electric-sql/pglite', 'pg-boss', 'drizzle-orm']) {
    // The package's own package.json, found from its entry point.
    let dir = dirname(require.resolve(name));
    while (!dir.endsWith(join('node_modules', name)) && dir !== dirname(dir)) dir = dirname(dir);
    hash.update(readFileSync(join(dir, 'package.json')));
  }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'node_modules') walk(path);
      } else if (!/\.test\.tsx?$/.test(entry.name))
        hash.update(relative(repositoryRoot, path)).update(readFileSync(path));
    }
  };
  for (const dir of ['apps/api/src', 'apps/api/drizzle', 'packages/contracts/src'])
    walk(join(repositoryRoot, dir));
  // How a template is made is part of what it holds.
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/**
 * Starts the real server on the database of `env` and stops it. The secrets it generated at its
 * start go: each test database generates its own, as a new database does (and a secret kept by an
 * older version in DATA_DIR is still taken over).
 */
async function startAndStop(env: Record<string, string>, seedDemo: boolean): Promise<void> {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: webDistFixture,
    SEED_DEMO: String(seedDemo),
    ...env,
  });
  const app = await buildApp({ config });
  try {
    await app.ready();
    await app.database.db.delete(generatedSecrets);
  } finally {
    await app.close();
  }
}

const variant = (seedDemo: boolean) => (seedDemo ? 'demo' : 'plain');

const pgliteTemplates = new Map<boolean, Promise<string>>();

/**
 * Removes PGlite templates nobody used for a day (older sources' templates), and test databases
 * left a day ago by a run that was stopped before it could drop them (they take RAM in /dev/shm).
 */
async function removeStalePgliteDirectories(scratch: string): Promise<void> {
  for (const name of await readdir(scratch).catch(() => [])) {
    if (!name.startsWith('pulso-test-')) continue;
    const path = join(scratch, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > DAY_MS) await rm(path, { recursive: true, force: true });
  }
}

/** The PGlite data directory every test database copies (built on first use). */
export function pgliteTemplate(seedDemo: boolean): Promise<string> {
  let template = pgliteTemplates.get(seedDemo);
  if (!template) {
    template = (async () => {
      const scratch = testScratchDir();
      const path = join(scratch, `pulso-test-template-${templateKey()}-${variant(seedDemo)}`);
      if (hasStartTemplate(path)) {
        const now = new Date();
        await utimes(path, now, now);
        return path;
      }
      await removeStalePgliteDirectories(scratch);
      const dataDir = await mkdtemp(join(scratch, 'pulso-test-template-build-'));
      try {
        await startAndStop({ DATA_DIR: dataDir }, seedDemo);
        // Copied under a unique name, then renamed: a test file starting at the same time in
        // another worker never sees half a template.
        const partial = `${path}.${process.pid}.partial`;
        await cp(join(dataDir, 'pglite'), partial, { recursive: true });
        if (hasStartTemplate(path)) await rm(partial, { recursive: true, force: true });
        else await rename(partial, path);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
      return path;
    })();
    pgliteTemplates.set(seedDemo, template);
  }
  return template;
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** `serverUrl` with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const postgresTemplates = new Map<boolean, Promise<string>>();

/** Waits until no session is connected to `name` (the server ends them after the pool's end). */
async function untilUnused(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    if (Date.now() > deadline) throw new Error(`sessions still connected to ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Drops templates of other sources built more than a day ago (when no one is copying them). */
async function dropStalePostgresTemplates(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; built: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database
     WHERE datname LIKE 'pulso\\_template\\_%' AND datname NOT LIKE $1`,
    [`${current}%`],
  );
  for (const { datname, built } of rows) {
    if (Date.now() - Number(built ?? 0) < DAY_MS) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  }
}

/** The PostgreSQL database every test database is created from (built on first use). */
export function postgresTemplate(serverUrl: string, seedDemo: boolean): Promise<string> {
  let template = postgresTemplates.get(seedDemo);
  if (!template) {
    template = withAdmin(serverUrl, async (admin) => {
      const prefix = `pulso_template_${templateKey()}`;
      const name = `${prefix}_${variant(seedDemo)}`;
      const exists = async () =>
        (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
      if (await exists()) return name;
      await dropStalePostgresTemplates(admin, prefix);
      const partial = `pulso_partial_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${partial}`);
      const dataDir = await mkdtemp(join(tmpdir(), 'pulso-test-'));
      try {
        await startAndStop(
          { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, partial) },
          seedDemo,
        );
        await untilUnused(admin, partial);
        await admin.query(`COMMENT ON DATABASE ${partial} IS '${Date.now()}'`);
        // Renamed once complete; another worker may have been quicker.
        if (!(await exists())) await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
      } catch (error) {
        if (!(await exists())) throw error;
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
        await rm(dataDir, { recursive: true, force: true });
      }
      return name;
    });
    postgresTemplates.set(seedDemo, template);
  }
  return template;
}
