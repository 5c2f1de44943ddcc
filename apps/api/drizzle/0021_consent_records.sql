CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"categories" text[] NOT NULL,
	"policy_revision" integer NOT NULL,
	"source" text NOT NULL,
	"country" text NOT NULL,
	"host" text NOT NULL,
	"user_id" uuid,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_user_id_idx" ON "consent_records" USING btree ("user_id");--> statement-breakpoint
-- Hand-written tail: the consent ledger is append-only (docs/decisions/049). UPDATE, DELETE and
-- TRUNCATE raise SQLSTATE 42501; the one change allowed is the foreign key's own: deleting an
-- account sets user_id to NULL and touches nothing else.
CREATE OR REPLACE FUNCTION consent_records_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL AND OLD.user_id IS NOT NULL
     AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent_records is append-only: % is not allowed', TG_OP
    USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_records_no_change
  BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION consent_records_append_only();
--> statement-breakpoint
CREATE TRIGGER consent_records_no_truncate
  BEFORE TRUNCATE ON consent_records
  FOR EACH STATEMENT EXECUTE FUNCTION consent_records_append_only();
