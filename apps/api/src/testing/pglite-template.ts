import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../platform/db/open-pglite.ts';
import { migrationsFolder } from '../platform/db/migrations.ts';

/** Changes whenever a migration or the PGlite version changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let cached: Promise<Blob> | undefined;

async function buildTemplate(path: string): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    // Written under a unique name, then renamed: parallel test workers never read half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  } finally {
    await client.close();
  }
}

/**
 * A migrated, empty PGlite data directory as a tarball (dumpDataDir), built once per migration
 * set and kept in the temp directory, so every test file starts from a copy (loadDataDir).
 */
export function migratedTemplate(): Promise<Blob> {
  cached ??= (async () => {
    const path = join(tmpdir(), `pulso-pglite-template-${templateKey()}.tar.gz`);
    if (existsSync(path)) return new Blob([await readFile(path)]);
    return buildTemplate(path);
  })();
  return cached;
}
