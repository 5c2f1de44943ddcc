// The benchmark catalogue, written straight into the content tables with INSERT … SELECT over
// generate_series (100,000 items in seconds rather than one insert per item): Spanish and
// Portuguese items with varied titles, synopses, speakers, countries, clusters, specialties and
// publish dates over two years, a few banners per language and a month of content openings (the
// top10 row). Each row's `document` is a valid spec §3 item built in SQL from the same values.
// Item n is `bench-<n>`: even n Portuguese (Brazil), odd n Spanish (the other six countries).
import { sql, type SQL } from 'drizzle-orm';
import { specialtyAreas } from '@pulso/contracts/labels';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import {
  portugueseWords,
  productNames,
  spanishWords,
  type LanguageWords,
} from './catalogue-words.ts';

function listsOf(words: LanguageWords) {
  const pairs = specialtyAreas.flatMap((area) =>
    words.topics[area].map((topic) => ({ topic, area })),
  );
  return {
    topics: pairs.map((pair) => pair.topic),
    areas: pairs.map((pair) => pair.area),
    prefixes: words.prefixes,
    suffixes: words.suffixes,
    sentences: words.sentences,
    firstNames: words.firstNames,
    surnames: words.surnames,
    countrySets: words.countrySets,
  };
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const array = (key: string) => sql.raw(`ARRAY(SELECT jsonb_array_elements_text(value->'${key}'))`);

async function insertItems(db: Database, count: number): Promise<void> {
  const words = JSON.stringify({
    es: listsOf(spanishWords),
    'pt-br': listsOf(portugueseWords),
    products: productNames,
  });
  // One statement for every row: PostgreSQL's JIT compiler would spend longer on its many
  // expressions than running them takes.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`
    WITH lists AS MATERIALIZED (
      SELECT key AS language, ${array('topics')} AS topics, ${array('areas')} AS areas,
        ${array('prefixes')} AS prefixes, ${array('suffixes')} AS suffixes,
        ${array('sentences')} AS sentences, ${array('firstNames')} AS first_names,
        ${array('surnames')} AS surnames, ${array('countrySets')} AS country_sets,
        ARRAY(SELECT jsonb_array_elements_text(${words}::jsonb->'products')) AS products
      FROM jsonb_each(${words}::jsonb) WHERE key <> 'products'
    ),
    hashed AS (
      SELECT n, l.*, h.*
      FROM generate_series(1, ${count}::int) AS n
      JOIN lists l ON l.language = CASE WHEN n % 2 = 0 THEN 'pt-br' ELSE 'es' END
      CROSS JOIN LATERAL (SELECT
        hashint4extended(n, 1) & 2147483647 AS h1, hashint4extended(n, 2) & 2147483647 AS h2,
        hashint4extended(n, 3) & 2147483647 AS h3, hashint4extended(n, 4) & 2147483647 AS h4,
        hashint4extended(n, 5) & 2147483647 AS h5, hashint4extended(n, 6) & 2147483647 AS h6) h
    ),
    picked AS (
      SELECT 'bench-' || n AS id, language, h1, h3, h6,
        string_to_array(country_sets[1 + h2 % cardinality(country_sets)], ',') AS countries,
        topics[1 + h1 % cardinality(topics)] AS topic,
        areas[1 + h1 % cardinality(topics)] AS area,
        prefixes[1 + h3 % cardinality(prefixes)] AS prefix,
        suffixes[1 + h4 % cardinality(suffixes)] AS suffix,
        sentences[1 + h2 % cardinality(sentences)] AS s1,
        sentences[1 + (h5 / 7) % cardinality(sentences)] AS s2,
        first_names[1 + (h4 / 11) % cardinality(first_names)] || ' ' ||
          surnames[1 + (h6 / 13) % cardinality(surnames)] AS participant,
        products[1 + (h5 / 3) % cardinality(products)] AS product_name,
        CASE
          WHEN h6 % 20 < 6 THEN 'to_see' WHEN h6 % 20 < 11 THEN 'to_read'
          WHEN h6 % 20 < 13 THEN 'to_listen' WHEN h6 % 20 < 15 THEN 'to_see_to_listen'
          WHEN h6 % 20 = 15 THEN 'to_participe' WHEN h6 % 20 = 16 THEN 'to_home'
          WHEN h6 % 20 = 17 THEN 'to_product' ELSE 'to_training'
        END AS cluster,
        h5 % 25 = 0 AS exclusive,
        h4 % 5 <> 0 AS company,
        (h3 / 5) % 1000 AS position,
        300 + (h2 / 17) % 3300 AS duration,
        date_trunc('minute', now()) - ((h5 / 3) % (730 * 1440)) * interval '1 minute' AS published
      FROM hashed
    ),
    shaped AS (
      SELECT *,
        CASE WHEN cluster = 'to_product' THEN product_name || ': ' || topic
          ELSE trim(prefix || ' ' || topic || ' ' || suffix) END AS title,
        upper(substr(topic, 1, 1)) || substr(topic, 2) || '. ' || s1 || ' ' || s2 AS synopsis,
        CASE WHEN cluster = 'to_product' OR (exclusive AND h3 % 2 = 0)
          THEN lower(product_name) END AS product,
        cluster = 'to_training' AND h1 % 4 = 0 AS speaker,
        CASE WHEN cluster = 'to_read' THEN repeat(s2 || ' ', 3) || topic ELSE '' END AS search_text,
        CASE cluster
          WHEN 'to_read' THEN jsonb_build_object('kind', 'html',
            'html', '<p>' || s1 || '</p><p>' || repeat(s2 || ' ', 6) || '</p>')
          WHEN 'to_listen' THEN jsonb_build_object('kind', 'audio',
            'url', '/media/demo/demo-audio.mp3', 'mimeType', 'audio/mpeg')
          WHEN 'to_participe' THEN jsonb_build_object('kind', 'event',
            'url', 'https://meet.example/bench', 'startsAt', '2026-09-01T15:00:00.000Z')
          WHEN 'to_product' THEN NULL WHEN 'to_training' THEN NULL
          ELSE jsonb_build_object('kind', 'video',
            'url', '/media/demo/demo-video.webm', 'mimeType', 'video/webm')
        END AS body,
        -- One item in ten of the playable clusters is a series of six episodes; trainings have
        -- four lessons.
        CASE WHEN h6 % 10 = 3 AND cluster IN ('to_see', 'to_listen', 'to_see_to_listen') THEN 6
          ELSE 0 END AS episode_count,
        CASE WHEN cluster = 'to_training' THEN 4 ELSE 0 END AS lesson_count
      FROM picked
    )
    INSERT INTO content_items (id, language, countries, main_cluster, category_id, product,
      exclusive, is_speaker_training, is_company_content, position, title, synopsis, participant,
      publish_date, search_text, document)
    SELECT id, language, countries, cluster, area, product, exclusive, speaker, company, position,
      title, synopsis, participant, published, search_text,
      jsonb_build_object(
        'id', id, 'title', title, 'position', position, 'synopsis', synopsis,
        'duration', duration,
        'publishDate', to_char(published AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'mainCluster', cluster, 'participant', participant, 'trackingGA', id,
        'thumbnail', jsonb_build_object('id', id || '-thumb',
          'url', '/media/demo/' || area || '-' || (1 + h1 % 2) || '.cluster.svg',
          'expires', NULL, 'type', 'cluster', 'urlPdf', NULL),
        'episodes', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', id || '-ep-' || e,
            'title', topic || ' (' || e || ')', 'position', e - 1, 'synopsis', s1,
            'duration', 600, 'thumbnail', NULL, 'content', body) ORDER BY e), '[]'::jsonb)
          FROM generate_series(1, episode_count) AS e),
        'lessons', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', id || '-lesson-' || e,
            'title', topic || ' (' || e || ')', 'position', e - 1, 'synopsis', s2,
            'duration', 900, 'thumbnail', NULL, 'content', NULL) ORDER BY e), '[]'::jsonb)
          FROM generate_series(1, lesson_count) AS e),
        'planners', '[]'::jsonb, 'content', body, 'preview', NULL, 'categoryId', area,
        'medicineInsert', CASE WHEN cluster = 'to_product' THEN '/media/demo/bula-eylia.pdf' END,
        'additionalInformation', NULL, 'trainingAcceptedTerms', false, 'examTerms', NULL,
        'examDuration', NULL, 'totalQuestions', NULL, 'minCorrectQuestions', NULL,
        'examInstructions', NULL, 'isMedInfoContent', false, 'isSpeakerTraining', speaker,
        'seasons', '[]'::jsonb, 'speakerTrainingSlideDeck', NULL,
        'cfApprovalCode', 'BENCH-' || upper(language), 'analyticId', id,
        'examDurationMode', NULL, 'companyContentId', NULL, 'isCompanyContent', company,
        'companyServiceCall', NULL)
    FROM shaped`);
  });
}

/** Three banners per language, opening the first items of that language. */
async function insertBanners(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO content_banners (id, language, countries, position, is_public, content_id, document)
    SELECT 'bench-banner-' || i.id, i.language, i.countries, p, p = 0, i.id,
      jsonb_build_object('id', 'bench-banner-' || i.id, 'title', i.title,
        'mainCluster', i.main_cluster, 'synopsis', i.synopsis,
        'thumbnail', jsonb_build_object('id', 'bench-banner-' || i.id || '-thumb',
          'url', '/media/demo/' || i.category_id || '-1.outdoor.svg', 'expires', NULL,
          'type', 'outdoor', 'urlPdf', NULL))
    FROM (VALUES (0), (1), (2)) AS positions(p)
    JOIN content_items i ON i.id IN ('bench-' || (p * 2 + 1), 'bench-' || (p * 2 + 2))`);
}

/**
 * A month of openings for the top10 row: in each country, one in sixteen of its items opened 1 to
 * 13 times each, a few much more than the rest.
 */
async function insertAccesses(db: Database): Promise<void> {
  await db.execute(sql`SELECT setseed(0.42)`);
  await db.execute(sql`
    INSERT INTO content_accesses (content_id, country, via, accessed_at)
    SELECT i.id, c.country, 'session', now() - random() * interval '29 days'
    FROM unnest(ARRAY['br', 'mx', 'ar', 'cl', 'co', 'cr', 'pe']) AS c(country)
    JOIN content_items i ON i.countries @> ARRAY[c.country] AND hashtext(i.id || c.country) % 16 = 0
    CROSS JOIN LATERAL generate_series(1, 1 + (power((hashtext(i.id) & 1023) / 1024.0, 4) * 12)::int)`);
}

/**
 * Runs a bulk write with the table's secondary indexes dropped, then creates them again from
 * their own definitions (pg_indexes): building a GIN index at once is many times faster than
 * growing it row by row, above all on PGlite.
 */
async function withIndexesBuiltAfter(
  db: Database,
  table: string,
  write: () => Promise<void>,
): Promise<void> {
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    db,
    sql`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname
    JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.schemaname = 'public' AND i.tablename = ${table} AND NOT x.indisprimary`,
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  await write();
  for (const index of indexes) {
    // More memory than the default 64 MB builds a GIN index over a million rows several times
    // faster (fewer passes over the data).
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.indexdef));
    });
  }
}

export interface SeedFigures {
  items: number;
  seedMs: number;
}

/** Writes the catalogue (on an empty content table) and refreshes the planner's statistics. */
export async function seedBenchContent(db: Database, count: number): Promise<SeedFigures> {
  const started = performance.now();
  await withIndexesBuiltAfter(db, 'content_items', () => insertItems(db, count));
  await insertBanners(db);
  await insertAccesses(db);
  await db.execute(sql`VACUUM ANALYZE content_items`);
  await db.execute(sql`VACUUM ANALYZE content_accesses`);
  const [row] = await rowsOf<{ items: number }>(
    db,
    sql`SELECT count(*)::int AS items FROM content_items`,
  );
  return { items: row?.items ?? 0, seedMs: performance.now() - started };
}
