CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"product" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (CASE WHEN language = 'pt-br' THEN
          setweight(to_tsvector('portuguese'::regconfig, pulso_unaccent(title)), 'A') ||
          setweight(to_tsvector('portuguese'::regconfig, pulso_unaccent(coalesce(participant, '') || ' ' || synopsis || ' ' || replace(coalesce(product, ''), '-', ' '))), 'B') ||
          setweight(to_tsvector('portuguese'::regconfig, pulso_unaccent(search_text)), 'C')
        ELSE
          setweight(to_tsvector('spanish'::regconfig, pulso_unaccent(title)), 'A') ||
          setweight(to_tsvector('spanish'::regconfig, pulso_unaccent(coalesce(participant, '') || ' ' || synopsis || ' ' || replace(coalesce(product, ''), '-', ' '))), 'B') ||
          setweight(to_tsvector('spanish'::regconfig, pulso_unaccent(search_text)), 'C')
        END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_product_idx" ON "search_words" USING btree ("word") WHERE "search_words"."product";--> statement-breakpoint
-- hand-written (keep at the end; the part above is drizzle-kit's): the search vector's index,
-- dropped with the column drizzle-kit made again (the product joined its weight B); the catalogue's
-- words of 4 letters or more, unaccented and lower-cased, in search_words (decision 079), kept by
-- statement triggers over the rows written (one INSERT … SELECT of a whole catalogue adds its
-- words in one statement), filled now from the content already there.
CREATE INDEX "content_items_search_vector_countries_idx" ON "content_items" USING gin ("search_vector","countries");--> statement-breakpoint
CREATE OR REPLACE FUNCTION pulso_search_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT word FROM regexp_split_to_table(pulso_unaccent(lower($1)), '[^a-z0-9]+') AS word
    WHERE length(word) >= 4 AND word ~ '[a-z]'
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_items_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM changed,
      pulso_search_words(title || ' ' || coalesce(participant, '') || ' ' || synopsis || ' ' || search_text) AS word
  ON CONFLICT (word) DO NOTHING;
  INSERT INTO search_words (word, product)
    SELECT DISTINCT word, true FROM changed, pulso_search_words(product) AS word
  ON CONFLICT (word) DO UPDATE SET product = true WHERE NOT search_words.product;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_items_search_words_inserted AFTER INSERT ON content_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION content_items_search_words();--> statement-breakpoint
CREATE TRIGGER content_items_search_words_updated AFTER UPDATE ON content_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION content_items_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM content_items,
    pulso_search_words(title || ' ' || coalesce(participant, '') || ' ' || synopsis || ' ' || search_text) AS word
ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
INSERT INTO search_words (word, product)
  SELECT DISTINCT word, true FROM content_items, pulso_search_words(product) AS word
ON CONFLICT (word) DO UPDATE SET product = true WHERE NOT search_words.product;
