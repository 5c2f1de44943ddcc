import { and, eq } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import { publicTermsAcceptances } from '../../db/schema/content.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** Records a terms acceptance; the same token and register number twice keeps the first. */
export async function insertTermsAcceptance(
  db: Queryable,
  acceptance: {
    contentId: string;
    tokenId: string;
    country: CountryCode;
    name: string;
    registerNumber: string;
    userId: string | null;
  },
): Promise<void> {
  await db
    .insert(publicTermsAcceptances)
    .values(acceptance)
    .onConflictDoNothing({
      target: [publicTermsAcceptances.tokenId, publicTermsAcceptances.registerNumber],
    });
}

/** Whether the terms were accepted through a token (by that register number, when given). */
export async function hasTermsAcceptance(
  db: Queryable,
  query: { tokenId: string; contentId: string; registerNumber?: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: publicTermsAcceptances.id })
    .from(publicTermsAcceptances)
    .where(
      and(
        eq(publicTermsAcceptances.tokenId, query.tokenId),
        eq(publicTermsAcceptances.contentId, query.contentId),
        query.registerNumber === undefined
          ? undefined
          : eq(publicTermsAcceptances.registerNumber, query.registerNumber),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
