import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { UfCode } from '@pulso/contracts/brazilian-states';

export const licenceStatuses = ['active', 'suspended', 'cancelled'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

/**
 * The embedded licence registry (Brazil's CRM numbers): seeded with demo licences, importable
 * from CSV (`npm run licences:import`). An external registry can replace it by configuration.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').notNull().default('br'),
    uf: text('uf').$type<UfCode>().notNull(),
    /** Normalised as spec §5 says (digits, leading zeros dropped, left-padded). */
    registerNumber: text('register_number').notNull(),
    holderName: text('holder_name').notNull(),
    specialty: text('specialty'),
    status: text('status').$type<LicenceStatus>().notNull(),
    /** Where the row came from: `demo` (seed) or `import` (CSV). */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('licences_uf_register_number_key').on(table.uf, table.registerNumber),
    index('licences_register_number_idx').on(table.registerNumber),
  ],
);
