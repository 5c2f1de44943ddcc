import {
  consentCategories,
  type ConsentCategory,
  type ConsentLinkResponse,
  type ConsentRecord,
  type ConsentRequest,
  type ConsentResponse,
} from '@pulso/contracts/consent';
import type { CountryCode } from '@pulso/contracts/country';
import type { Database } from '../../platform/db/database.ts';
import type { BannerTextsSource } from './banner-texts.ts';
import { TextVersionUnknownError } from './consent.errors.ts';
import {
  countUnlinkedRecords,
  findConsentRecordsOfUser,
  findConsentText,
  insertConsentLink,
  insertConsentRecord,
  insertConsentTexts,
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
    textVersion: row.textVersion,
    language: row.language,
    oneTrust: row.oneTrust,
    country: row.country,
    host: row.host,
    at: row.createdAt.toISOString(),
    linkedAt: row.linkedAt?.toISOString() ?? null,
  };
}

/** The cookie-consent ledger (docs/decisions/049, 070). */
export function createConsentService(deps: {
  db: Database;
  policyRevision: number;
  bannerTexts: BannerTextsSource;
}) {
  const { db, policyRevision, bannerTexts } = deps;
  /** Versions already kept in `consent_texts` by this process. */
  const kept = new Set<string>();

  /** Keeps the banner texts the server serves now (each version once); answers how many. */
  async function keepServedTexts(): Promise<number> {
    const served = await bannerTexts();
    const fresh = served.filter((text) => !kept.has(text.version));
    if (fresh.length > 0) await insertConsentTexts(db, fresh);
    for (const text of fresh) kept.add(text.version);
    return served.length;
  }

  /** The kept text a banner choice names, or a 422: a version this server never served. */
  async function shownText(version: string, revision: number) {
    await keepServedTexts();
    const text = await findConsentText(db, version, revision);
    if (!text) throw new TextVersionUnknownError();
    return text;
  }

  return {
    keepServedTexts,

    /** Appends a choice; "necessary" is always part of it. */
    async record(
      request: ConsentRequest & { source: NonNullable<ConsentRequest['source']> },
      context: ConsentContext,
    ): Promise<ConsentResponse> {
      const granted = new Set<ConsentCategory>(['necessary', ...request.categories]);
      const text = request.textVersion
        ? await shownText(request.textVersion, request.policyRevision)
        : undefined;
      const row = await insertConsentRecord(db, {
        consentId: request.consentId,
        categories: consentCategories.filter((category) => granted.has(category)),
        policyRevision: request.policyRevision,
        source: request.source,
        textVersion: text?.version ?? null,
        language: text?.language ?? null,
        oneTrust: request.oneTrust ?? null,
        country: context.country,
        host: context.host,
        userId: context.userId ?? null,
        userAgent: context.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      return { ...toRecord(row), currentPolicyRevision: policyRevision };
    },

    /**
     * At sign-in: the choices this browser's consent id made signed out (since its last link)
     * become the user's. Nothing is written when there are none.
     */
    async link(consentId: string, userId: string): Promise<ConsentLinkResponse> {
      return db.transaction(async (tx) => {
        const linkedRecords = await countUnlinkedRecords(tx, consentId);
        if (linkedRecords > 0) await insertConsentLink(tx, { consentId, userId });
        return { consentId, linkedRecords };
      });
    },

    /** For the data export: the choices made signed in, and those linked at a sign-in. */
    async heldAbout(userId: string): Promise<ConsentRecord[]> {
      return (await findConsentRecordsOfUser(db, userId)).map(toRecord);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
