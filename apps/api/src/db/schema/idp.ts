import { boolean, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CountryCode } from '@pulso/contracts/country';

/**
 * The embedded identity provider's own tables (modules/identity/idp, ARCHITECTURE.md "Identity"): they share
 * nothing with the product's. Tokens (registration, password reset, session) are kept as
 * SHA-256 hashes only, so a copy of the database gives no usable token.
 */

/** Case-insensitive text (the citext extension of migration 0000). */
const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const idpAccounts = pgTable('idp_accounts', {
  /** Gigya-style UID: 32 hex characters, or a fixed demo UID (`demo-br`). */
  uid: text('uid').primaryKey(),
  email: citext('email').notNull().unique('idp_accounts_email_key'),
  /** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (password-hash.ts). */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Country of the API key the account registered with. */
  country: text('country').$type<CountryCode>().notNull(),
  /** Language of the account's e-mails, as the client sent it (`es`, `pt-br`, …). */
  lang: text('lang'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** False while the registration is not finalised (Gigya's "pending registration"). */
  isRegistered: boolean('is_registered').notNull().default(true),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** accounts.initRegistration tokens: single use, short-lived. */
export const idpRegTokens = pgTable(
  'idp_reg_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    country: text('country').$type<CountryCode>().notNull(),
    /** Set once register created a pending account with the token (finalised later). */
    uid: text('uid').references(() => idpAccounts.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idp_reg_tokens_expires_at_idx').on(table.expiresAt)],
);

/** Password-reset links: random, single use, valid for an hour. */
export const idpPasswordResets = pgTable(
  'idp_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => idpAccounts.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idp_password_resets_uid_idx').on(table.uid)],
);

/** Provider sessions: the `login_token` that the web SDK keeps (sessionInfo.cookieValue). */
export const idpSessions = pgTable(
  'idp_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => idpAccounts.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idp_sessions_uid_idx').on(table.uid)],
);

/** The provider's settings, e.g. its generated partner secret (`partner_secret`, base64). */
export const idpSettings = pgTable('idp_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
