import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import type { LegalDocumentKind } from '@pulso/contracts/legal';

export interface LegalSectionRow {
  heading?: string;
  paragraphs: string[];
}

/** Terms, privacy, imprint and the es-co page of each country (docs/decisions/004). */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    document: text('document').$type<LegalDocumentKind>().notNull(),
    language: text('language').$type<UiLanguage>().notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    lastUpdated: text('last_updated').notNull(),
    sections: jsonb('sections').$type<LegalSectionRow[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('legal_documents_country_document_language_key').on(
      table.country,
      table.document,
      table.language,
    ),
  ],
);
