import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import { DatabaseStartupError, type DatabaseHandle } from './database.ts';
import { applyMigrations, migrationsFolder } from './migrations.ts';
import { copyStartTemplate, hasStartTemplate, saveStartTemplate } from './pglite-start-template.ts';

export const pgliteExtensions = { unaccent, pg_trgm, citext, cube, earthdistance };

export interface PgliteOptions {
  dataDir: string;
  /** Called when another process took the lock over (it must not write any more). */
  onLockCompromised: (error: Error) => void;
  /**
   * The start template's path (pglite-start-template.ts): an empty directory starts as a copy of
   * it when there is one; otherwise the handle can keep the new database as the template.
   */
  startTemplate?: string;
}

async function createPglite(directory: string): Promise<PGlite> {
  try {
    return await PGlite.create({ dataDir: directory, extensions: pgliteExtensions });
  } catch (error) {
    throw new DatabaseStartupError(
      `The embedded database in ${directory} could not be opened (${error instanceof Error ? error.message : String(error)}). ` +
        'It was probably damaged by a hard stop (kill -9, power loss) or by another program. ' +
        `Stop the server, restore your last backup into ${directory} (see README "Backups"), ` +
        'or move the directory aside to start with an empty database; then start again.',
      { cause: error },
    );
  }
}

/**
 * PGlite under `<dataDir>/pglite`, locked against other processes, migrated. A new database is
 * a copy of the start template when there is one.
 */
export async function openPglite(options: PgliteOptions): Promise<DatabaseHandle> {
  const directory = join(options.dataDir, 'pglite');
  try {
    await mkdir(options.dataDir, { recursive: true });
  } catch (error) {
    throw new DatabaseStartupError(
      `DATA_DIR ${options.dataDir} cannot be created (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
  const lock = await lockDataDir(directory, options.onLockCompromised);
  let client: PGlite | undefined;
  try {
    const templatePath = options.startTemplate;
    const isNew = !existsSync(join(directory, 'PG_VERSION'));
    // Only into a directory that does not exist or is empty (never over a half-made database).
    const fromTemplate =
      isNew &&
      templatePath !== undefined &&
      (!existsSync(directory) || readdirSync(directory).length === 0) &&
      hasStartTemplate(templatePath);
    if (fromTemplate) await copyStartTemplate(templatePath, directory);
    client = await createPglite(directory);
    const db = drizzle({ client });
    await applyMigrations(() => migrate(db, { migrationsFolder }));
    const opened = client;
    let closing: Promise<void> | undefined;
    return {
      db,
      driver: 'pglite',
      ...(isNew && !fromTemplate && templatePath
        ? { keepAsStartTemplate: () => saveStartTemplate(opened, directory, templatePath) }
        : {}),
      async ping() {
        await opened.query('SELECT 1');
      },
      close() {
        // A killed PGlite can leave its directory damaged: flush everything before letting go.
        closing ??= (async () => {
          try {
            if (!opened.closed) {
              await opened.exec('CHECKPOINT');
              await opened.close();
            }
          } finally {
            await lock.release();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
}
