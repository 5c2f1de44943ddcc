ALTER TABLE "events" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "text_version" integer DEFAULT 1 NOT NULL;