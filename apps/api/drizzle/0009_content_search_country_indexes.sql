DROP INDEX "content_items_search_vector_idx";--> statement-breakpoint
DROP INDEX "content_items_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "content_items_search_vector_countries_idx" ON "content_items" USING gin ("search_vector","countries");--> statement-breakpoint
CREATE INDEX "content_items_title_trgm_countries_idx" ON "content_items" USING gin ((pulso_unaccent(lower("title"))) gin_trgm_ops,"countries");