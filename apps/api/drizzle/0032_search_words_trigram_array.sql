DROP INDEX "search_words_word_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "trigrams" text[] GENERATED ALWAYS AS (show_trgm(word)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trigrams_idx" ON "search_words" USING gin ("trigrams") WITH (fastupdate=false);