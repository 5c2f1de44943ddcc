import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PushTopic } from '@pulso/contracts/push/problem-codes';
import { users } from './users.ts';

/**
 * Web push subscriptions (issue 16), one per device: the browser's endpoint (unique: a device
 * one account holds is never moved to another, decision 073), its encryption keys, and the
 * topics chosen on it. Owned by the push module; the profile's `pushNotifications` mirrors
 * "has one".
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    topics: text('topics').array().$type<PushTopic[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** Per account: quiet hours (`HH:MM`, in the account's time zone); no row: none. */
export const pushSettings = pgTable('push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Notices that go to a person once whatever happens (a new content item: approving its next
 * version, a retried job or a second run must not notify again): the key and the person, written
 * in the transaction that queues the notice (decision 056).
 */
export const pushNoticesSent = pgTable(
  'push_notices_sent',
  {
    noticeKey: text('notice_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeKey, table.userId] })],
);
