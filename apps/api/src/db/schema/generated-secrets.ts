import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server makes itself when none is configured (the identity provider's partner
 * secret, the content-link signing secret), by name, base64. In the database, so that every
 * process on it signs and verifies with the same one.
 */
export const generatedSecrets = pgTable('generated_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
