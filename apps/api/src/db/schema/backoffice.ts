import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContentVersionStatus } from '@pulso/contracts/backoffice';
import type { CountryCode } from '@pulso/contracts/country';
import type { StoredContentItem } from './content.ts';
import { users } from './users.ts';

/**
 * Back-office versions of a content item (decision 051): each edit of an approved version makes a
 * new version; an approved version never changes. The approved one is copied into
 * `content_items`, which is what doctors read.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: text('content_id').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<ContentVersionStatus>().notNull(),
    language: text('language').$type<'es' | 'pt-br'>().notNull(),
    countries: text('countries').array().$type<CountryCode[]>().notNull(),
    title: text('title').notNull(),
    document: jsonb('document').$type<StoredContentItem>().notNull(),
    approvalCode: text('approval_code'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('content_versions_content_version_key').on(table.contentId, table.version),
    index('content_versions_countries_idx').using('gin', table.countries),
    index('content_versions_valid_to_idx').on(table.validTo),
  ],
);

/** Every staff action: who, what, before and after, when. Append-only (migration trigger). */
export const backofficeAudit = pgTable(
  'backoffice_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    countries: text('countries').array().$type<CountryCode[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('backoffice_audit_entity_idx').on(table.entityId, table.at)],
);

/**
 * Expiry alert mails sent (issue 17, decision 052): one row per approved version, threshold (30,
 * 14 or 7 days) and recipient, written in the transaction that queues the mail; the key makes
 * the daily run idempotent.
 */
export const contentExpiryAlerts = pgTable(
  'content_expiry_alerts',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => contentVersions.id, { onDelete: 'cascade' }),
    thresholdDays: integer('threshold_days').notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'content_expiry_alerts_pkey',
      columns: [table.versionId, table.thresholdDays, table.recipientId],
    }),
  ],
);

/**
 * Why an account holds editor and reviewer of the same country (decision 068): an admin must
 * record it when granting the second role; the row goes when the account stops holding both.
 * Four eyes still holds: whoever wrote or edited a version never approves it.
 */
export const staffDualRoleReasons = pgTable(
  'staff_dual_role_reasons',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').$type<CountryCode>().notNull(),
    reason: text('reason').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'staff_dual_role_reasons_pkey', columns: [table.userId, table.country] }),
  ],
);
