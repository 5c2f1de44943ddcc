CREATE TABLE "consent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"version" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"policy_revision" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"first_served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "text_version" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "one_trust" jsonb;--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_links_consent_id_idx" ON "consent_links" USING btree ("consent_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_links_user_id_idx" ON "consent_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_text_version_consent_texts_version_fk" FOREIGN KEY ("text_version") REFERENCES "public"."consent_texts"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written tail (docs/decisions/070): the texts a choice's version points to and the links
-- of consent ids to accounts are append-only, as the ledger is (migration 0021). UPDATE, DELETE
-- and TRUNCATE raise SQLSTATE 42501; deleting an account may only clear a link's user_id.
CREATE OR REPLACE FUNCTION consent_texts_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_texts is append-only: % is not allowed', TG_OP
    USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_texts_no_change
  BEFORE UPDATE OR DELETE ON consent_texts
  FOR EACH ROW EXECUTE FUNCTION consent_texts_append_only();
--> statement-breakpoint
CREATE TRIGGER consent_texts_no_truncate
  BEFORE TRUNCATE ON consent_texts
  FOR EACH STATEMENT EXECUTE FUNCTION consent_texts_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION consent_links_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL AND OLD.user_id IS NOT NULL
     AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent_links is append-only: % is not allowed', TG_OP
    USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_links_no_change
  BEFORE UPDATE OR DELETE ON consent_links
  FOR EACH ROW EXECUTE FUNCTION consent_links_append_only();
--> statement-breakpoint
CREATE TRIGGER consent_links_no_truncate
  BEFORE TRUNCATE ON consent_links
  FOR EACH STATEMENT EXECUTE FUNCTION consent_links_append_only();
