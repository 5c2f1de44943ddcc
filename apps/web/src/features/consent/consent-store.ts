import {
  consentCategories,
  type ConsentCategory,
  type ConsentSource,
} from '@pulso/contracts/consent/categories';
import { newId } from '@pulso/contracts/helpers/id';
import { apiUrl, request } from '../../lib/http/http-client.ts';

/** The choice this browser made, kept in local storage (the ledger keeps every one). */
export interface StoredConsent {
  consentId: string;
  categories: ConsentCategory[];
  policyRevision: number;
  source: ConsentSource;
  at: string;
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

/** The stored choice when it was made under the current policy revision (else: ask again). */
export function currentConsent(policyRevision: number): StoredConsent | undefined {
  const stored = readStoredConsent();
  return stored && stored.policyRevision >= policyRevision ? stored : undefined;
}

/** Global Privacy Control: a browser that sends it has refused, and is not asked. */
export const globalPrivacyControl = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Keeps a choice and sends it to the ledger (`POST /api/consents`). A failed call is only logged:
 * the choice holds in this browser either way.
 */
export function saveConsent(
  categories: readonly ConsentCategory[],
  policyRevision: number,
  source: ConsentSource,
): StoredConsent {
  const granted = new Set<ConsentCategory>(['necessary', ...categories]);
  const consent: StoredConsent = {
    consentId: readStoredConsent()?.consentId ?? newId(),
    categories: consentCategories.filter((category) => granted.has(category)),
    policyRevision,
    source,
    at: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  const { consentId } = consent;
  // The answer (the record) is not read, so it is not checked: its schema, even left out of the
  // production build, moved the consent categories into chunks of their own on every first page
  // (decision 066).
  request(apiUrl('/consents'), {
    method: 'POST',
    body: { consentId, categories: consent.categories, policyRevision, source },
    blocking: false,
    authFailure: 'throw',
  }).catch((error: unknown) => console.warn('The consent choice was not recorded', error));
  return consent;
}
