import { eq } from 'drizzle-orm';
import { generatedSecrets } from '../../db/schema/generated-secrets.ts';
import type { Queryable } from '../db/database.ts';

export async function readGeneratedSecret(
  db: Queryable,
  name: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ value: generatedSecrets.value })
    .from(generatedSecrets)
    .where(eq(generatedSecrets.name, name));
  return rows[0]?.value;
}

/** Keeps the first value written: two processes starting together agree on one. */
export async function insertGeneratedSecretIfMissing(
  db: Queryable,
  name: string,
  value: string,
): Promise<void> {
  await db.insert(generatedSecrets).values({ name, value }).onConflictDoNothing();
}
