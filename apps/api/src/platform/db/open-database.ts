import type { Config } from '../../config.ts';
import type { DatabaseHandle } from './database.ts';

export interface OpenDatabaseOptions {
  onLockCompromised: (error: Error) => void;
  /** PostgreSQL: a pooled connection ended on its own; the server keeps serving. */
  onConnectionLost?: (error: Error) => void;
  /** PGlite: the start template's path (pglite-start-template.ts); none when absent. */
  startTemplate?: string;
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrations applied. Only the
 * driver in use is loaded.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databaseTimeouts'>>,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./open-postgres.ts');
    return openPostgres(config.databaseUrl, {
      onConnectionLost: options.onConnectionLost,
      statementTimeoutMs: config.databaseTimeouts?.statementMs,
      acquireTimeoutMs: config.databaseTimeouts?.acquireMs,
    });
  }
  const { openPglite } = await import('./open-pglite.ts');
  return openPglite({
    dataDir: config.dataDir,
    onLockCompromised: options.onLockCompromised,
    ...(options.startTemplate ? { startTemplate: options.startTemplate } : {}),
  });
}
