import { fileURLToPath } from 'node:url';
import { DatabaseStartupError } from './database.ts';

/** The drizzle-kit output folder (apps/api/drizzle), committed and applied at every start. */
export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Runs the driver's migrator; any failure becomes a startup error that stops the server. */
export async function applyMigrations(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartupError(
      `A database migration failed, so the server did not start (${cause}). ` +
        'The failed migration was rolled back; fix it (or the database) and start again.',
      { cause: error },
    );
  }
}
