import { and, eq } from 'drizzle-orm';
import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import type { LegalDocumentKind } from '@pulso/contracts/legal';
import { legalDocuments, type LegalSectionRow } from '../../db/schema/legal.ts';
import type { Queryable } from '../../platform/db/database.ts';

export interface LegalDocumentRecord {
  country: CountryCode;
  document: LegalDocumentKind;
  language: UiLanguage;
  version: string;
  title: string;
  lastUpdated: string;
  sections: LegalSectionRow[];
}

const columns = {
  country: legalDocuments.country,
  document: legalDocuments.document,
  language: legalDocuments.language,
  version: legalDocuments.version,
  title: legalDocuments.title,
  lastUpdated: legalDocuments.lastUpdated,
  sections: legalDocuments.sections,
};

export async function findLegalDocument(
  db: Queryable,
  key: { country: CountryCode; document: LegalDocumentKind; language: UiLanguage },
): Promise<LegalDocumentRecord | undefined> {
  const rows = await db
    .select(columns)
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.country, key.country),
        eq(legalDocuments.document, key.document),
        eq(legalDocuments.language, key.language),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Inserts the documents that are missing; an existing document (maybe edited) is left alone. */
export async function insertMissingLegalDocuments(
  db: Queryable,
  documents: readonly LegalDocumentRecord[],
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insert(legalDocuments)
    .values(
      documents.map((document) => ({
        country: document.country,
        document: document.document,
        language: document.language,
        version: document.version,
        title: document.title,
        lastUpdated: document.lastUpdated,
        sections: document.sections,
      })),
    )
    .onConflictDoNothing({
      target: [legalDocuments.country, legalDocuments.document, legalDocuments.language],
    });
}
