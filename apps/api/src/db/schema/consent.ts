import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CountryCode } from '@pulso/contracts/country';
import type {
  ConsentCategory,
  ConsentSource,
  ConsentTextKey,
  OneTrustReceipt,
} from '@pulso/contracts/consent';
import { users } from './users.ts';

/**
 * Every banner text this server served (docs/decisions/070), by its version (the SHA-256 of its
 * document, `consentTextVersion`): what a choice's `text_version` proves was shown. Rows are
 * added when the server reads its translation files and never changed (a trigger refuses
 * UPDATE, DELETE and TRUNCATE).
 */
export const consentTexts = pgTable('consent_texts', {
  version: text('version').primaryKey(),
  language: text('language').notNull(),
  policyRevision: integer('policy_revision').notNull(),
  texts: jsonb('texts').$type<Record<ConsentTextKey, string>>().notNull(),
  firstServedAt: timestamp('first_served_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cookie-consent ledger (docs/decisions/049, 070): one row per choice a browser made, never
 * updated or deleted (a trigger of migration 0021 refuses both, except that deleting an account
 * clears `user_id`).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The browser's consent id, the same across its choices. */
    consentId: uuid('consent_id').notNull(),
    /** The categories granted ("necessary" always; "analytics", "marketing" when opted in). */
    categories: text('categories').array().$type<ConsentCategory[]>().notNull(),
    policyRevision: integer('policy_revision').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    /** Our banner's choices: the text shown (null for OneTrust, GPC and rows before 070). */
    textVersion: text('text_version').references(() => consentTexts.version),
    language: text('language'),
    /** OneTrust's choices: what OneTrust reported. */
    oneTrust: jsonb('one_trust').$type<OneTrustReceipt>(),
    country: text('country').$type<CountryCode>().notNull(),
    host: text('host').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_records_consent_id_idx').on(table.consentId, table.createdAt),
    index('consent_records_user_id_idx').on(table.userId),
  ],
);

/**
 * A browser's consent id tied to an account at a sign-in (docs/decisions/070): the signed-out
 * choices of that consent id made before it (and after the id's previous link) are the
 * account's. Append-only like the ledger; deleting the account clears `user_id`.
 */
export const consentLinks = pgTable(
  'consent_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consentId: uuid('consent_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_links_consent_id_idx').on(table.consentId, table.createdAt),
    index('consent_links_user_id_idx').on(table.userId),
  ],
);
