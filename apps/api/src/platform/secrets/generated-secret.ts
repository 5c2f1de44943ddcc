import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import {
  insertGeneratedSecretIfMissing,
  readGeneratedSecret,
} from './generated-secrets.repository.ts';

export interface GeneratedSecretOptions {
  /** Length of a new secret (default 32 bytes). */
  bytes?: number;
  /**
   * Where an older version kept this secret (base64), read once when the database has none yet,
   * so that what was signed with it stays valid after the move.
   */
  legacy?: () => Promise<string | undefined>;
}

/**
 * The secret named `name` that the server generated itself (when none is configured): made on
 * first use and kept in the database (generated_secrets), so that restarts and every process on
 * one database agree on it. Two processes creating it together keep the first one written.
 */
export async function generatedSecret(
  db: Queryable,
  name: string,
  { bytes = 32, legacy }: GeneratedSecretOptions = {},
): Promise<Buffer> {
  const stored = await readGeneratedSecret(db, name);
  if (stored) return Buffer.from(stored, 'base64');
  const initial = (await legacy?.()) ?? randomBytes(bytes).toString('base64');
  await insertGeneratedSecretIfMissing(db, name, initial);
  const kept = await readGeneratedSecret(db, name);
  if (!kept) throw new Error(`The generated secret ${name} could not be kept in the database.`);
  return Buffer.from(kept, 'base64');
}
