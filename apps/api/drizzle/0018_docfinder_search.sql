CREATE INDEX "docfinder_listings_name_idx" ON "docfinder_listings" USING btree ("name","id");--> statement-breakpoint
-- hand-written (keep at the end; the part above is drizzle-kit's): pg_trgm declares its
-- word-similarity operator (`<%`, the name search) as cheap as `=`, so the planner read all
-- 100,000 listings and computed it on each (320 ms) rather than use the trigram index (60 ms;
-- EXPLAIN ANALYZE, docs/decisions/038). Its real cost, told to the planner; skipped where the
-- extension belongs to another role (a managed database) instead of failing the migration.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'word_similarity_op keeps its cost: %', SQLERRM;
END
$$;
