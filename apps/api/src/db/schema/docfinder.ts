import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UfCode } from '@pulso/contracts/brazilian-states';
import type { DocfinderCountry, OpeningHours } from '@pulso/contracts/docfinder';
import { users } from './users.ts';

/** A listed specialty as stored: its code and RQE (the name comes from the contracts' list). */
export interface StoredSpecialty {
  code: string;
  rqe: string;
}

/**
 * The doctor finder's listings (issue 15): a doctor who opted in, with the consent to publish
 * (LGPD: text version and time). Leaving deletes the row and its offices. Public only while the
 * licence registry (`licences`) has the CRM + UF as active: joined when read, never copied
 * (docs/decisions/037). `user_id` is null for directory entries without a portal account (the
 * demo directory, the benchmark).
 */
export const docfinderListings = pgTable(
  'docfinder_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique('docfinder_listings_user_id_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').$type<DocfinderCountry>().notNull().default('br'),
    /** The published name (the account's first and last names when it opted in). */
    name: text('name').notNull(),
    /** `pulso_unaccent(lower(name))`: the name search's trigram index reads it. */
    nameUnaccented: text('name_unaccented')
      .generatedAlwaysAs(sql`pulso_unaccent(lower(name))`)
      .notNull(),
    /** The licence (Brazil: CRM UF and normalised number) that must be active to be public. */
    uf: text('uf').$type<UfCode>().notNull(),
    registerNumber: text('register_number').notNull(),
    specialties: jsonb('specialties').$type<StoredSpecialty[]>().notNull().default([]),
    specialtyCodes: text('specialty_codes').array().notNull().default([]),
    languages: text('languages').array().notNull().default(['pt']),
    consentVersion: text('consent_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /**
     * Hidden by the company's staff (back office, issue 17): out of search and profile while set,
     * with the reason shown to staff and who hid it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('docfinder_listings_licence_idx').on(table.uf, table.registerNumber),
    index('docfinder_listings_name_trgm_idx').using(
      'gin',
      sql`${table.nameUnaccented} gin_trgm_ops`,
    ),
    index('docfinder_listings_specialty_codes_idx').using('gin', table.specialtyCodes),
    /**
     * Searches without a place list by name: the page is read along this index, filters checked
     * on the way, instead of sorting every match (docs/decisions/038).
     */
    index('docfinder_listings_name_idx').on(table.name, table.id),
  ],
);

/**
 * A listing's offices. Geocoded offline to the municipality's point (`lat`, `lng` from the
 * municipality dataset). The migration's hand-written part (earthdistance) adds the stored
 * column `earth_point` (`pulso_ll_to_earth(lat, lng)`) and the GiST index on
 * `(earth_point, specialty_ids)` (intarray), which the search reads: `specialty_ids` repeats the
 * listing's specialties, so that a search by specialty and distance finds its offices in the
 * index alone (docs/decisions/038).
 */
export const docfinderOffices = pgTable(
  'docfinder_offices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => docfinderListings.id, { onDelete: 'cascade' }),
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    district: text('district').notNull(),
    uf: text('uf').$type<UfCode>().notNull(),
    municipalityCode: text('municipality_code').notNull(),
    phones: text('phones').array().notNull().default([]),
    telemedicine: boolean('telemedicine').notNull().default(false),
    hours: jsonb('hours').$type<OpeningHours[]>().notNull().default([]),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The listing's specialties as numbers (`specialty-ids.ts`), for the GiST index. */
    specialtyIds: integer('specialty_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('docfinder_offices_listing_idx').on(table.listingId),
    // A municipality's offices in listing order: the search near a point reads each point's
    // first listings from it (docs/decisions/085).
    index('docfinder_offices_municipality_idx').on(table.municipalityCode, table.listingId),
    index('docfinder_offices_uf_idx').on(table.uf),
    // A CEP's municipality from the directory's offices (cep-lookup.ts): equal or same prefix.
    index('docfinder_offices_cep_idx').on(table.cep.op('text_pattern_ops')),
  ],
);

/**
 * The words of each listing's name, unaccented and lower-cased (`pulso_name_tokens(name)`), with
 * the name itself: the public name search reads a word's listings in name order from the
 * `(token text_pattern_ops, name, listing_id)` index instead of reading every name
 * (docs/decisions/085). Written only by the listings' statement triggers (migration 0033), never
 * by the repositories.
 */
export const docfinderNameTokens = pgTable(
  'docfinder_name_tokens',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => docfinderListings.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The listing's name (the search's order), rewritten with the tokens when it changes. */
    name: text('name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.token] }),
    index('docfinder_name_tokens_prefix_idx').on(
      table.token.op('text_pattern_ops'),
      table.name,
      table.listingId,
    ),
  ],
);

/**
 * The distinct words of the listed names (a few tens of thousands for Brazil), with a trigram
 * index: a mistyped word of a name search is matched against them, and the listings are then
 * found by the words it resembles (docs/decisions/085). Kept by the same triggers; a word no
 * listing uses any more is removed.
 */
export const docfinderNameWords = pgTable(
  'docfinder_name_words',
  { word: text('word').primaryKey() },
  // Without a pending list: PGlite has no autovacuum to empty it (as search_words, decision 079).
  (table) => [
    // The words a typed word begins (a range of this index: words are a-z and 0-9).
    index('docfinder_name_words_prefix_idx').on(table.word.op('text_pattern_ops')),
    index('docfinder_name_words_trgm_idx')
      .using('gin', sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
