import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * The drizzle instance repositories use. PGlite and node-postgres both give a PgDatabase; code
 * written against this type runs on either.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A repository method accepts either, so a service can run several of them in one transaction. */
export type Queryable = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** `SELECT 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** PGlite: CHECKPOINT, close, release the data-directory lock. PostgreSQL: end the pool. */
  close(): Promise<void>;
  /**
   * PGlite, on a database created by this start (no start template yet): keeps it, migrated and
   * seeded, as the start template of the next empty data directory.
   */
  keepAsStartTemplate?: () => Promise<void>;
}

/** Raised when the database cannot be opened or migrated; the message says what to do. */
export class DatabaseStartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartupError';
  }
}
