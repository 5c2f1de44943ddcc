import {
  consentCategories,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentRequest,
  type ConsentResponse,
} from '@pulso/contracts/consent';
import type { CountryCode } from '@pulso/contracts/country';
import type { Database } from '../../platform/db/database.ts';
import {
  findConsentRecordsOfUser,
  insertConsentRecord,
  type ConsentRow,
} from './consent.repository.ts';

const USER_AGENT_MAX_LENGTH = 512;

export interface ConsentContext {
  country: CountryCode;
  host: string;
  userId: string | undefined;
  userAgent: string | undefined;
}

function toRecord(row: ConsentRow): ConsentRecord {
  return {
    consentId: row.consentId,
    categories: row.categories,
    policyRevision: row.policyRevision,
    source: row.source,
    country: row.country,
    host: row.host,
    at: row.createdAt.toISOString(),
  };
}

/** The cookie-consent ledger (docs/decisions/049). */
export function createConsentService(deps: { db: Database; policyRevision: number }) {
  const { db, policyRevision } = deps;
  return {
    /** Appends a choice; "necessary" is always part of it. */
    async record(
      request: ConsentRequest & { source: NonNullable<ConsentRequest['source']> },
      context: ConsentContext,
    ): Promise<ConsentResponse> {
      const granted = new Set<ConsentCategory>(['necessary', ...request.categories]);
      const row = await insertConsentRecord(db, {
        consentId: request.consentId,
        categories: consentCategories.filter((category) => granted.has(category)),
        policyRevision: request.policyRevision,
        source: request.source,
        country: context.country,
        host: context.host,
        userId: context.userId ?? null,
        userAgent: context.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      return { ...toRecord(row), currentPolicyRevision: policyRevision };
    },

    /** For the data export: the choices made while signed in. */
    async heldAbout(userId: string): Promise<ConsentRecord[]> {
      return (await findConsentRecordsOfUser(db, userId)).map(toRecord);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
