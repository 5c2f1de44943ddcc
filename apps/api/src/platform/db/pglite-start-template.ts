// The start template of the embedded database (issue 11: `npm start` on an empty data directory).
// The first start on an empty DATA_DIR creates the database (initdb), migrates and seeds it, then
// keeps a copy of its directory in the temporary directory; later starts on an empty DATA_DIR copy
// that directory instead of doing the same work again (a file copy takes a fraction of a second,
// initdb and the seeds several seconds). The copy's name is a hash of what decides its content:
// the PGlite and pg-boss versions, the migrations, the seeds' names (a seed whose content changes gets a new
// name: see run-seeds.ts) and whether demo seeds run. Migrations newer than a copy still run, and
// seeds not claimed in it still run, as on any start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from './migrations.ts';

/** Where the start template of this PGlite version, these migrations and these seeds is kept. */
export function startTemplatePath(seedNames: readonly string[]): string {
  const hash = createHash('sha256');
  // PGlite's version, and pg-boss's (its tables are in the template: job-queue.ts).
  const require = createRequire(import.meta.url);
  hash.update(
    readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')),
  );
  hash.update(readFileSync(join(dirname(require.resolve('pg-boss')), '..', 'package.json')));
  hash.update(JSON.stringify(seedNames));
  for (const entry of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => join(file.parentPath, file.name))
    .sort())
    hash.update(entry).update(readFileSync(entry));
  return join(tmpdir(), `pulso-start-template-${hash.digest('hex').slice(0, 16)}`);
}

/** Whether a complete template is kept at `path`. */
export function hasStartTemplate(path: string): boolean {
  return existsSync(join(path, 'PG_VERSION'));
}

/** Makes `directory` (which must not exist yet) a copy of the template. */
export async function copyStartTemplate(path: string, directory: string): Promise<void> {
  await cp(path, directory, { recursive: true, errorOnExist: true, force: false });
}

/**
 * Keeps a copy of a freshly migrated and seeded database as the template. Called during the
 * start, before anything else uses the database: after the CHECKPOINT nothing writes to the
 * directory (PGlite runs no background writer), so the copy is what a clean stop would leave,
 * less the shutdown record. Copied under a unique name, then renamed: a server starting at the
 * same time never sees half a template.
 */
export async function saveStartTemplate(
  client: PGlite,
  directory: string,
  path: string,
): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  try {
    await client.exec('CHECKPOINT');
    await cp(directory, partial, { recursive: true });
    if (!hasStartTemplate(path)) await rename(partial, path);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
