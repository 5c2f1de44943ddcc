import { and, asc, eq, gt, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import type {
  ConsentCategory,
  ConsentSource,
  ConsentText,
  OneTrustReceipt,
} from '@pulso/contracts/consent';
import { consentLinks, consentRecords, consentTexts } from '../../db/schema/consent.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface NewConsentRecord {
  consentId: string;
  categories: ConsentCategory[];
  policyRevision: number;
  source: ConsentSource;
  textVersion: string | null;
  language: string | null;
  oneTrust: OneTrustReceipt | null;
  country: CountryCode;
  host: string;
  userId: string | null;
  userAgent: string | null;
}

const recordColumns = {
  consentId: consentRecords.consentId,
  categories: consentRecords.categories,
  policyRevision: consentRecords.policyRevision,
  source: consentRecords.source,
  textVersion: consentRecords.textVersion,
  language: consentRecords.language,
  oneTrust: consentRecords.oneTrust,
  country: consentRecords.country,
  host: consentRecords.host,
  createdAt: consentRecords.createdAt,
};

export type ConsentRow = {
  [K in keyof typeof recordColumns]: (typeof consentRecords.$inferSelect)[K];
} & { linkedAt: Date | null };

/** Keeps the texts of these versions (a version already kept stays as it was). */
export async function insertConsentTexts(
  db: Queryable,
  texts: readonly (ConsentText & { version: string })[],
): Promise<void> {
  if (texts.length === 0) return;
  await db
    .insert(consentTexts)
    .values(
      texts.map(({ version, language, policyRevision, texts: strings }) => ({
        version,
        language,
        policyRevision,
        texts: { ...strings },
      })),
    )
    .onConflictDoNothing({ target: consentTexts.version });
}

/** A kept text of this version under this policy revision, if any. */
export async function findConsentText(
  db: Queryable,
  version: string,
  policyRevision: number,
): Promise<{ version: string; language: string } | undefined> {
  const [row] = await db
    .select({ version: consentTexts.version, language: consentTexts.language })
    .from(consentTexts)
    .where(and(eq(consentTexts.version, version), eq(consentTexts.policyRevision, policyRevision)));
  return row;
}

/** Appends one choice to the ledger (rows are never updated: see the migration's trigger). */
export async function insertConsentRecord(
  db: Queryable,
  record: NewConsentRecord,
): Promise<ConsentRow> {
  const [row] = await db.insert(consentRecords).values(record).returning(recordColumns);
  return { ...row!, linkedAt: null };
}

/**
 * The signed-out choices of a consent id made since its last link to an account (all of them
 * when it was never linked): what a link made now ties to an account.
 */
export async function countUnlinkedRecords(db: Queryable, consentId: string): Promise<number> {
  const lastLink = db
    .select({ at: max(consentLinks.createdAt) })
    .from(consentLinks)
    .where(eq(consentLinks.consentId, consentId));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.consentId, consentId),
        isNull(consentRecords.userId),
        or(sql`(${lastLink}) is null`, gt(consentRecords.createdAt, sql`(${lastLink})`)),
      ),
    );
  return row?.count ?? 0;
}

/** Ties a consent id to an account from now back to the id's previous link. */
export async function insertConsentLink(
  db: Queryable,
  link: { consentId: string; userId: string },
): Promise<void> {
  await db.insert(consentLinks).values(link);
}

/**
 * Every choice of a user, oldest first: those made signed in, and those made signed out whose
 * consent id was tied to the user by the first link after them (docs/decisions/070).
 */
export function findConsentRecordsOfUser(db: Queryable, userId: string): Promise<ConsentRow[]> {
  // The link that owns a signed-out choice: the first one of its consent id at or after it.
  const owner = db
    .select({ userId: consentLinks.userId, linkedAt: consentLinks.createdAt })
    .from(consentLinks)
    .where(
      and(
        isNull(consentRecords.userId),
        eq(consentLinks.consentId, consentRecords.consentId),
        gte(consentLinks.createdAt, consentRecords.createdAt),
      ),
    )
    .orderBy(asc(consentLinks.createdAt))
    .limit(1)
    .as('owner');
  const linkedIds = db
    .select({ consentId: consentLinks.consentId })
    .from(consentLinks)
    .where(eq(consentLinks.userId, userId));
  return db
    .select({ ...recordColumns, linkedAt: owner.linkedAt })
    .from(consentRecords)
    .leftJoinLateral(owner, sql`true`)
    .where(
      or(
        eq(consentRecords.userId, userId),
        and(
          isNull(consentRecords.userId),
          inArray(consentRecords.consentId, linkedIds),
          eq(owner.userId, userId),
        ),
      ),
    )
    .orderBy(asc(consentRecords.createdAt));
}
