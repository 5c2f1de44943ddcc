import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CountryCode } from '@pulso/contracts/country';
import type { ConsentCategory, ConsentSource } from '@pulso/contracts/consent';
import { users } from './users.ts';

/**
 * The cookie-consent ledger (docs/decisions/049): one row per choice a browser made, never
 * updated or deleted (a trigger of migration 0019 refuses both, except that deleting an account
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
