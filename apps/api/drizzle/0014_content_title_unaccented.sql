DROP INDEX "content_items_title_trgm_countries_idx";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "title_unaccented" text GENERATED ALWAYS AS (pulso_unaccent(lower(title))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_title_trgm_countries_idx" ON "content_items" USING gin ("title_unaccented" gin_trgm_ops,"countries");