import type { Config } from '../../config.ts';
import type { DatabaseHandle } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

export interface OpenDatabaseOptions {
  onLockCompromised: (error: Error) => void;
  /** PostgreSQL: a pooled connection ended on its own; the server keeps serving. */
  onConnectionLost?: (error: Error) => void;
  /** PGlite: the start template's path (pglite-start-template.ts); none when absent. */
  startTemplate?: string;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrations applied. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { onConnectionLost: options.onConnectionLost })
    : openPglite({
        dataDir: config.dataDir,
        onLockCompromised: options.onLockCompromised,
        ...(options.startTemplate ? { startTemplate: options.startTemplate } : {}),
      });
}
