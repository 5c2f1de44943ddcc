CREATE TABLE "docfinder_name_tokens" (
	"listing_id" uuid NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "docfinder_name_tokens_listing_id_token_pk" PRIMARY KEY("listing_id","token")
);
--> statement-breakpoint
CREATE TABLE "docfinder_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "docfinder_offices_municipality_idx";--> statement-breakpoint
ALTER TABLE "docfinder_name_tokens" ADD CONSTRAINT "docfinder_name_tokens_listing_id_docfinder_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."docfinder_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docfinder_name_tokens_prefix_idx" ON "docfinder_name_tokens" USING btree ("token" text_pattern_ops,"name","listing_id");--> statement-breakpoint
CREATE INDEX "docfinder_name_words_prefix_idx" ON "docfinder_name_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "docfinder_name_words_trgm_idx" ON "docfinder_name_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "docfinder_offices_municipality_idx" ON "docfinder_offices" USING btree ("municipality_code","listing_id");--> statement-breakpoint
-- hand-written (keep at the end; the part above is drizzle-kit's): the name search's words
-- (docs/decisions/085). pulso_name_tokens splits a name as the search splits a query: unaccented,
-- lower-cased, on anything but a-z and 0-9; each token carries its listing's name (the search's
-- order). Statement triggers on the listings keep the tokens and
-- the distinct words (one INSERT of a whole directory writes its tokens in one statement); a
-- listing's tokens go with it (the foreign key's cascade), and a word no other listing uses goes
-- with its last listing (a doctor who left is not kept in the dictionary).
CREATE OR REPLACE FUNCTION pulso_name_tokens(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT token FROM regexp_split_to_table(public.pulso_unaccent(lower($1)), '[^a-z0-9]+') AS token
    WHERE token <> ''
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pulso_docfinder_name_words_unused(removed_names text[], removed_ids uuid[])
  RETURNS void LANGUAGE sql AS $$
    DELETE FROM public.docfinder_name_words w
    WHERE w.word IN (SELECT public.pulso_name_tokens(n) FROM unnest(removed_names) AS n)
      AND NOT EXISTS (
        SELECT 1 FROM public.docfinder_name_tokens t
        WHERE t.token = w.word AND t.listing_id <> ALL (removed_ids)
      )
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pulso_docfinder_name_tokens_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.docfinder_name_tokens (listing_id, token, name)
    SELECT a.id, token, a.name FROM added a, public.pulso_name_tokens(a.name) AS token
  ON CONFLICT DO NOTHING;
  INSERT INTO public.docfinder_name_words (word)
    SELECT DISTINCT token FROM added a, public.pulso_name_tokens(a.name) AS token
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pulso_docfinder_name_tokens_renamed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  old_names text[];
  renamed_ids uuid[];
BEGIN
  SELECT array_agg(b.name), array_agg(b.id) INTO old_names, renamed_ids
    FROM old_listings b JOIN new_listings a ON a.id = b.id WHERE a.name IS DISTINCT FROM b.name;
  IF renamed_ids IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM public.docfinder_name_tokens WHERE listing_id = ANY (renamed_ids);
  INSERT INTO public.docfinder_name_tokens (listing_id, token, name)
    SELECT a.id, token, a.name FROM new_listings a, public.pulso_name_tokens(a.name) AS token
    WHERE a.id = ANY (renamed_ids)
  ON CONFLICT DO NOTHING;
  INSERT INTO public.docfinder_name_words (word)
    SELECT DISTINCT token FROM new_listings a, public.pulso_name_tokens(a.name) AS token
    WHERE a.id = ANY (renamed_ids)
  ON CONFLICT DO NOTHING;
  PERFORM public.pulso_docfinder_name_words_unused(old_names, '{}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pulso_docfinder_name_tokens_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Whether the foreign key's cascade has already removed their tokens or not, the removed
  -- listings' own tokens do not keep a word.
  PERFORM public.pulso_docfinder_name_words_unused(
    (SELECT array_agg(r.name) FROM removed r), (SELECT array_agg(r.id) FROM removed r));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER docfinder_listings_name_tokens_added AFTER INSERT ON docfinder_listings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pulso_docfinder_name_tokens_added();--> statement-breakpoint
CREATE TRIGGER docfinder_listings_name_tokens_renamed AFTER UPDATE ON docfinder_listings
  REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION pulso_docfinder_name_tokens_renamed();--> statement-breakpoint
CREATE TRIGGER docfinder_listings_name_tokens_removed AFTER DELETE ON docfinder_listings
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pulso_docfinder_name_tokens_removed();--> statement-breakpoint
INSERT INTO docfinder_name_tokens (listing_id, token, name)
  SELECT l.id, token, l.name FROM docfinder_listings l, pulso_name_tokens(l.name) AS token
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO docfinder_name_words (word)
  SELECT DISTINCT token FROM docfinder_name_tokens
ON CONFLICT DO NOTHING;
