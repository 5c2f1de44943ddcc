import { asc, eq } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import type { ConsentCategory, ConsentSource } from '@pulso/contracts/consent';
import { consentRecords } from '../../db/schema/consent.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface NewConsentRecord {
  consentId: string;
  categories: ConsentCategory[];
  policyRevision: number;
  source: ConsentSource;
  country: CountryCode;
  host: string;
  userId: string | null;
  userAgent: string | null;
}

export type ConsentRow = typeof consentRecords.$inferSelect;

/** Appends one choice to the ledger (rows are never updated: see the migration's trigger). */
export async function insertConsentRecord(
  db: Queryable,
  record: NewConsentRecord,
): Promise<ConsentRow> {
  const [row] = await db.insert(consentRecords).values(record).returning();
  return row!;
}

/** Every choice made while the user was signed in, oldest first. */
export function findConsentRecordsOfUser(db: Queryable, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.createdAt));
}
