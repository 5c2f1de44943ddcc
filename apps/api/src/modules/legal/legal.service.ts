import { uiLanguageOf, type CountryCode } from '@pulso/contracts/country';
import type { LegalDocument, LegalDocumentKind } from '@pulso/contracts/legal';
import { NotFoundError } from '../../errors.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { findLegalDocument } from './legal.repository.ts';

/** `es-co` is the Colombia page on every site (its path names the country); the rest is per country. */
const countryFixedFor: Partial<Record<LegalDocumentKind, CountryCode>> = { 'es-co': 'co' };

export function createLegalService(db: Database) {
  return {
    /** The requesting country's document in its language; 404 `legal.document_not_found` if none. */
    async getDocument(country: CountryCode, document: LegalDocumentKind): Promise<LegalDocument> {
      const owner = countryFixedFor[document] ?? country;
      const found = await findLegalDocument(db, {
        country: owner,
        document,
        language: uiLanguageOf[owner],
      });
      if (!found) {
        throw new NotFoundError(
          'legal.document_not_found',
          `There is no ${document} document for ${owner.toUpperCase()}.`,
        );
      }
      return found;
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;

/**
 * Version of the country's terms of use, in the country's language: what a registration's consent
 * records. Undefined when the country has no terms document.
 */
export async function findTermsVersion(
  db: Queryable,
  country: CountryCode,
): Promise<string | undefined> {
  const found = await findLegalDocument(db, {
    country,
    document: 'terms',
    language: uiLanguageOf[country],
  });
  return found?.version;
}
