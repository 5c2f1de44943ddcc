import {
  consentCategories,
  type ConsentCategory,
  type ConsentSource,
} from '@pulso/contracts/consent/categories';
import { consentProblemCodes } from '@pulso/contracts/consent/problem-codes';
import { consentTextVersion, type ConsentText } from '@pulso/contracts/consent/text-version';
import { newId } from '@pulso/contracts/helpers/id';
import { isApiError, type ApiError } from '../../lib/http/api-error.ts';
import { apiUrl, request } from '../../lib/http/http-client.ts';
import { isSignedIn } from '../../lib/session.ts';
import type { OneTrustReceipt } from './one-trust.ts';

/** The choice this browser made, kept in local storage (the ledger keeps every one). */
export interface StoredConsent {
  consentId: string;
  categories: ConsentCategory[];
  policyRevision: number;
  source: ConsentSource;
  at: string;
  /**
   * Whether the ledger already ties this consent id's choices to an account: a choice made
   * signed in carries the account; one made signed out is tied at the next sign-in
   * (`linkConsentToAccount`). Absent (choices kept before decision 070): not yet.
   */
  linked?: boolean;
}

/** What the ledger is told of where a choice was made (docs/decisions/070). */
export interface ConsentEvidence {
  /** Our banner: the texts it showed, whose version is sent. */
  text?: ConsentText;
  /** OneTrust's banner: what OneTrust reported. */
  oneTrust?: OneTrustReceipt;
  /**
   * The ledger refused the text's version (`consent.text_version_unknown`: the page showed a
   * text the server no longer serves): the choice is forgotten, so that it is asked again.
   */
  onRefused?: (error: ApiError) => void;
}

export const CONSENT_STORAGE_KEY = 'pulso.consent';

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.consentId === 'string' &&
    Array.isArray(record.categories) &&
    record.categories.every((c) => consentCategories.includes(c as ConsentCategory)) &&
    typeof record.policyRevision === 'number'
  );
}

/** The stored choice, whatever its revision, or undefined. */
export function readStoredConsent(): StoredConsent | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    return isStoredConsent(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function storeConsent(consent: StoredConsent): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/** The stored choice when it was made under the current policy revision (else: ask again). */
export function currentConsent(policyRevision: number): StoredConsent | undefined {
  const stored = readStoredConsent();
  return stored && stored.policyRevision >= policyRevision ? stored : undefined;
}

/** Global Privacy Control: a browser that sends it has refused, and is not asked. */
export const globalPrivacyControl = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** The last choice on its way to the ledger: a link at sign-in waits for it. */
let recording: Promise<unknown> = Promise.resolve();

/**
 * Keeps a choice and sends it to the ledger (`POST /api/consents`) with the version of the text
 * shown (or OneTrust's report). A failed call is only logged: the choice holds in this browser
 * either way.
 */
export function saveConsent(
  categories: readonly ConsentCategory[],
  policyRevision: number,
  source: ConsentSource,
  evidence: ConsentEvidence = {},
): StoredConsent {
  const granted = new Set<ConsentCategory>(['necessary', ...categories]);
  const consent: StoredConsent = {
    consentId: readStoredConsent()?.consentId ?? newId(),
    categories: consentCategories.filter((category) => granted.has(category)),
    policyRevision,
    source,
    at: new Date().toISOString(),
    // Signed in, the ledger ties the choice to the account itself (the call carries the session).
    linked: isSignedIn(),
  };
  storeConsent(consent);
  const { consentId } = consent;
  // The answer (the record) is not read, so it is not checked: its schema, even left out of the
  // production build, moved the consent categories into chunks of their own on every first page
  // (decision 066).
  recording = (async () => {
    const textVersion = evidence.text ? await consentTextVersion(evidence.text) : undefined;
    await request(apiUrl('/consents'), {
      method: 'POST',
      body: {
        consentId,
        categories: consent.categories,
        policyRevision,
        source,
        ...(textVersion ? { textVersion } : {}),
        ...(evidence.oneTrust ? { oneTrust: evidence.oneTrust } : {}),
      },
      blocking: false,
      authFailure: 'throw',
    });
  })().catch((error: unknown) => {
    console.warn('The consent choice was not recorded', error);
    if (!isApiError(error) || error.code !== consentProblemCodes.textVersionUnknown) return;
    const stored = readStoredConsent();
    if (stored?.consentId === consentId && stored.at === consent.at)
      localStorage.removeItem(CONSENT_STORAGE_KEY);
    evidence.onRefused?.(error);
  });
  return consent;
}

/**
 * At sign-in: asks the ledger to tie the choices this browser made signed out to the account
 * (`POST /api/consents/links` with the consent id), once; a failure is tried again at the next
 * start signed in.
 */
export async function linkConsentToAccount(): Promise<void> {
  const stored = readStoredConsent();
  if (!stored || stored.linked) return;
  await recording;
  try {
    await request(apiUrl('/consents/links'), {
      method: 'POST',
      body: { consentId: stored.consentId },
      blocking: false,
      authFailure: 'throw',
    });
  } catch (error) {
    console.warn('The consent choices were not tied to the account', error);
    return;
  }
  const now = readStoredConsent();
  if (now?.consentId === stored.consentId) storeConsent({ ...now, linked: true });
}
