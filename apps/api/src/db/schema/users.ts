import {
  bigint,
  boolean,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { RegistrationType } from '@pulso/contracts/registration';

/** Case-insensitive text (the citext extension of migration 0000): e-mail addresses. */
const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/**
 * The product account (spec §3 "User profile"). The identity account (names, password) lives with
 * the identity provider; `uid` is its UID (`idGigya`). Each country's own registration fields are
 * kept in their own columns; the ones another country does not have stay null.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull().unique('users_uid_key'),
    country: text('country').$type<CountryCode>().notNull(),
    email: citext('email').notNull().unique('users_email_key'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Mexico: `Dr.` / `Dra.`. */
    treatment: text('treatment'),
    /** State, province or region name (Mexico, Argentina, Chile). */
    state: text('state'),
    /** Brazil: UF and normalised CRM. */
    registerUf: text('register_uf').$type<UfCode>(),
    registerNumber: text('register_number'),
    /** Argentina. */
    nationalRegistration: text('national_registration'),
    provincialEnrollment: text('provincial_enrollment'),
    /** Mexico (cédula profesional), Costa Rica, Colombia, Peru. */
    identityDocument: text('identity_document'),
    /** Chile, as `12345678-5`. */
    rut: text('rut'),
    /** Mexico, optional. */
    salesRepresentativeCode: text('sales_representative_code'),
    specialty: text('specialty').notNull(),
    phone: text('phone'),
    registrationType: text('registration_type').$type<RegistrationType>().notNull(),
    category: text('category'),
    preferences: text('preferences').array().$type<SpecialtyArea[]>().notNull().default([]),
    pushNotifications: boolean('push_notifications').notNull().default(false),
    canAccessSpeakerTraining: boolean('can_access_speaker_training').notNull().default(false),
    /** Roles beyond "signed in" for the back office to come (editor, medical-information, admin). */
    roles: text('roles').array().notNull().default([]),
    receivePromotional: boolean('receive_promotional').notNull().default(false),
    /** Register-API language code (`pt_BR`, `es_MX`, `es`) and IANA time zone given at registration. */
    language: text('language').notNull(),
    timezone: text('timezone').notNull(),
    /**
     * Brazil: the licence registry names someone else than the registrant (accents, case and
     * spacing aside): the account works, and the licence waits for someone to review it.
     */
    licenceReview: boolean('licence_review').notNull().default(false),
    /** The web app version of the last profile edit (spec §7 `PUT users/profile`). */
    appVersion: text('app_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_register_uf_number_idx').on(table.registerUf, table.registerNumber)],
);

/** Consents given at registration (LGPD and peers): what, when, and which text version. */
export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'terms' | 'promotional'>().notNull(),
    granted: boolean('granted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    termsVersion: text('terms_version'),
  },
  (table) => [index('user_consents_user_id_idx').on(table.userId)],
);

/**
 * Product sessions: opaque tokens, stored as their SHA-256 (a copy of the table gives no usable
 * token), expiring, revocable.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').$type<CountryCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * E-mail changes waiting for the link sent to the new address (`PUT users/profile`): the e-mail
 * changes only when the link is followed. The token is stored as its SHA-256 only.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('email_changes_token_hash_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: citext('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was followed, or when a newer request or a change voided it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);

/**
 * Login signatures already exchanged for a session, kept while they could still pass the clock
 * skew check: the same signature twice is a replay.
 */
export const usedLoginSignatures = pgTable(
  'used_login_signatures',
  {
    /** SHA-256 of `"<timestamp>_<UID>"`, the text the signature covers. */
    signatureHash: text('signature_hash').primaryKey(),
    uid: text('uid').notNull(),
    signatureTimestamp: bigint('signature_timestamp', { mode: 'number' }).notNull(),
    /** After this the signature fails the skew check anyway, and the row can go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_login_signatures_expires_at_idx').on(table.expiresAt)],
);
