import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
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
import type { Banner, ContentItem, MainCluster } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { users } from './users.ts';

/** A full-text search document (PostgreSQL `tsvector`), written by the database only. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The language a content item is written in; it picks the text-search configuration. */
export type ContentLanguage = 'es' | 'pt-br';

/**
 * What a content row stores as its document: the spec §3 item without the fields that depend on
 * who asks (`isSaved`, the training state, `responseStatus`).
 */
export type StoredContentItem = Omit<
  ContentItem,
  'isSaved' | 'trainingAcceptedTerms' | 'trainingUserCertificate' | 'responseStatus'
>;

/**
 * `pulso_unaccent(text)`: `unaccent` marked immutable (migration 0004), so that it can feed a
 * generated column and an expression index.
 */
const unaccented = (column: string) => sql.raw(`pulso_unaccent(${column})`);
/** Weight B of the search: the participant, the synopsis and the product (`bepantol-derma`). */
const participantSynopsisProduct =
  "coalesce(participant, '') || ' ' || synopsis || ' ' || replace(coalesce(product, ''), '-', ' ')";

/**
 * Content items (spec §3). The columns the API filters, orders and searches on are real columns;
 * the whole item (episodes, seasons, lessons, planners, bodies…) is the `document`.
 * `countries` holds the country codes that may see the item (regional groups are expanded when
 * the row is written). `searchVector` is generated: title (A), participant, synopsis and product
 * (B) and `searchText` (C), unaccented, in the `spanish` or `portuguese` configuration by
 * `language`: a product's name finds the product and the content of that product.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    language: text('language').$type<ContentLanguage>().notNull(),
    countries: text('countries').array().$type<CountryCode[]>().notNull(),
    mainCluster: text('main_cluster').$type<MainCluster>().notNull(),
    categoryId: text('category_id').$type<SpecialtyArea>().notNull(),
    /** Product slug (`xarelto`) of a product item and of content exclusive to that product. */
    product: text('product'),
    /** Exclusive content (`solo-en-UM`, `somente-no-UM`, `solo-en-{product}`). */
    exclusive: boolean('exclusive').notNull().default(false),
    isSpeakerTraining: boolean('is_speaker_training').notNull().default(false),
    isCompanyContent: boolean('is_company_content').notNull().default(true),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    /**
     * The title unaccented and lower-cased, stored: the typo search matches and ranks it by
     * trigrams without unaccenting every candidate title on each search.
     */
    titleUnaccented: text('title_unaccented')
      .notNull()
      .generatedAlwaysAs(sql`pulso_unaccent(lower(title))`),
    synopsis: text('synopsis').notNull().default(''),
    participant: text('participant'),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    /** Plain text searched besides title and synopsis: episode titles, transcript, body text. */
    searchText: text('search_text').notNull().default(''),
    document: jsonb('document').$type<StoredContentItem>().notNull(),
    /**
     * Back office (issue 17): the published version's state. Readers show an item only while it
     * is `approved` and the clock is within [validFrom, validTo] (inclusive, null = open); a
     * `withdrawn` item disappears at once. Seeded items are approved with no window.
     */
    status: text('status').$type<'approved' | 'withdrawn'>().notNull().default('approved'),
    approvalCode: text('approval_code'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN language = 'pt-br' THEN
          setweight(to_tsvector('portuguese'::regconfig, ${unaccented('title')}), 'A') ||
          setweight(to_tsvector('portuguese'::regconfig, ${unaccented(participantSynopsisProduct)}), 'B') ||
          setweight(to_tsvector('portuguese'::regconfig, ${unaccented('search_text')}), 'C')
        ELSE
          setweight(to_tsvector('spanish'::regconfig, ${unaccented('title')}), 'A') ||
          setweight(to_tsvector('spanish'::regconfig, ${unaccented(participantSynopsisProduct)}), 'B') ||
          setweight(to_tsvector('spanish'::regconfig, ${unaccented('search_text')}), 'C')
        END`,
      ),
  },
  (table) => [
    /**
     * The searches' indexes hold the countries too: one GIN scan then matches the words and the
     * country together, skipping through the country's long posting list, rather than reading
     * the whole of it from the countries index (half the catalogue for `br`) and intersecting.
     */
    index('content_items_search_vector_countries_idx').using(
      'gin',
      table.searchVector,
      table.countries,
    ),
    index('content_items_title_trgm_countries_idx').using(
      'gin',
      sql`${table.titleUnaccented} gin_trgm_ops`,
      table.countries,
    ),
    index('content_items_countries_idx').using('gin', table.countries),
    index('content_items_publish_date_idx').on(table.publishDate.desc(), table.id),
    /** The rows ordered by position (moreyou, explore, unbranded, products, training, top10's top-up). */
    index('content_items_position_idx').on(table.position, table.publishDate.desc(), table.id),
    index('content_items_main_cluster_idx').on(table.mainCluster, table.publishDate.desc()),
  ],
);

/**
 * The words of the catalogue (decision 079): every word of 4 letters or more of the content's
 * titles, participants, synopses, search texts and products, unaccented and lower-cased, kept by
 * the `content_items_search_words` trigger (migration 0030) as content is written, never removed.
 * A search that finds nothing looks here for the words one or two typos away from the words typed
 * (their trigrams, then the edit distance) and searches again with them. `product`: a product's
 * name, allowed one typo more. `trigrams` (`show_trgm`) with a plain array index rather than
 * pg_trgm's operator class: on PGlite with `cube` and `intarray` loaded, pg_trgm's `%` and `<->`
 * answer nothing and then hang the database (migration 0032).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    product: boolean('product').notNull().default(false),
    trigrams: text('trigrams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`show_trgm(word)`),
  },
  (table) => [
    // Written straight into the index (no pending list): the words change rarely and are read
    // on every search that needs them; PGlite has no autovacuum to empty a pending list.
    index('search_words_trigrams_idx').using('gin', table.trigrams).with({ fastupdate: false }),
    index('search_words_product_idx')
      .on(table.word)
      .where(sql`${table.product}`),
  ],
);

/** Banners ("outdoors", spec §3) of the homes; `contentId` is the item a banner opens. */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: text('id').primaryKey(),
    language: text('language').$type<ContentLanguage>().notNull(),
    countries: text('countries').array().$type<CountryCode[]>().notNull(),
    position: integer('position').notNull().default(0),
    /** Shown on the public landing home as well as the signed-in home. */
    isPublic: boolean('is_public').notNull().default(false),
    contentId: text('content_id').references(() => contentItems.id, { onDelete: 'set null' }),
    document: jsonb('document').$type<Banner>().notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_banners_countries_idx').using('gin', table.countries)],
);

/** The see-later list. */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentId] }),
    index('saved_items_user_saved_at_idx').on(table.userId, table.savedAt.desc()),
  ],
);

/**
 * Openings of an item: by a doctor (`POST contents/{id}/views`, one row per doctor, item and
 * day), or through a public token link (`via = 'token'`, no user).
 */
export const contentAccesses = pgTable(
  'content_accesses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    country: text('country').$type<CountryCode>().notNull(),
    /** `token` when opened through a public token link. */
    via: text('via').$type<'session' | 'token'>().notNull().default('session'),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_accesses_country_accessed_at_idx').on(table.country, table.accessedAt),
    index('content_accesses_content_idx').on(table.contentId),
  ],
);

/**
 * Spec §3 "Terms acceptance" of a public token link: who accepted (name and register number),
 * for which item and through which token (`tokenId`, the token's `jti`).
 */
export const publicTermsAcceptances = pgTable(
  'public_terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    tokenId: text('token_id').notNull(),
    country: text('country').$type<CountryCode>().notNull(),
    name: text('name').notNull(),
    registerNumber: text('register_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('public_terms_acceptances_token_register_key').on(table.tokenId, table.registerNumber),
    index('public_terms_acceptances_token_idx').on(table.tokenId),
  ],
);
