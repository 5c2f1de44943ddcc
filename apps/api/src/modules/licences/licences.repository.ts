import { and, asc, eq, sql } from 'drizzle-orm';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import { licences, type LicenceStatus } from '../../db/schema/licences.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface LicenceRecord {
  uf: UfCode;
  registerNumber: string;
  holderName: string;
  specialty: string | null;
  status: LicenceStatus;
}

const columns = {
  uf: licences.uf,
  registerNumber: licences.registerNumber,
  holderName: licences.holderName,
  specialty: licences.specialty,
  status: licences.status,
};

/** Licences with this (normalised) number, in one UF or in all; ordered by UF. */
export async function findLicences(
  db: Queryable,
  key: { registerNumber: string; uf?: UfCode | undefined },
): Promise<LicenceRecord[]> {
  return db
    .select(columns)
    .from(licences)
    .where(
      and(
        eq(licences.registerNumber, key.registerNumber),
        key.uf ? eq(licences.uf, key.uf) : undefined,
      ),
    )
    .orderBy(asc(licences.uf));
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

const BATCH = 500;

/**
 * Inserts new licences and updates changed ones (by UF and number); identical rows are left
 * alone. The rows must not repeat a UF and number.
 */
export async function upsertLicences(
  db: Queryable,
  rows: readonly LicenceRecord[],
  source: 'demo' | 'import',
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const written = await db
      .insert(licences)
      .values(
        batch.map((row) => ({
          country: 'br',
          uf: row.uf,
          registerNumber: row.registerNumber,
          holderName: row.holderName,
          specialty: row.specialty,
          status: row.status,
          source,
        })),
      )
      .onConflictDoUpdate({
        target: [licences.uf, licences.registerNumber],
        set: {
          holderName: sql`excluded.holder_name`,
          specialty: sql`excluded.specialty`,
          status: sql`excluded.status`,
          source: sql`excluded.source`,
          updatedAt: sql`now()`,
        },
        // Only rows whose data changed are touched (and counted).
        setWhere: sql`(${licences.holderName}, ${licences.specialty}, ${licences.status}) is distinct from (excluded.holder_name, excluded.specialty, excluded.status)`,
      })
      // xmax is 0 for a freshly inserted row version, not for an updated one (PostgreSQL).
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = written.filter((row) => row.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += batch.length - written.length;
  }
  return counts;
}
