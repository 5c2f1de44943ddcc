import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed that has run: a seed runs once per database, never again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
