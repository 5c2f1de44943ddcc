CREATE TABLE "backoffice_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"countries" text[] NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"countries" text[] NOT NULL,
	"title" text NOT NULL,
	"document" jsonb NOT NULL,
	"approval_code" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"owner_id" uuid,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_content_version_key" UNIQUE("content_id","version")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "approval_code" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backoffice_audit" ADD CONSTRAINT "backoffice_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backoffice_audit_entity_idx" ON "backoffice_audit" USING btree ("entity_id","at");--> statement-breakpoint
CREATE INDEX "content_versions_countries_idx" ON "content_versions" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "content_versions_valid_to_idx" ON "content_versions" USING btree ("valid_to");--> statement-breakpoint
-- Hand-written tail. One append-only guard for every audit trail (it names the table): the
-- back-office trail uses it, and the medical-information trail is moved onto it.
CREATE OR REPLACE FUNCTION pulso_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER backoffice_audit_no_change
  BEFORE UPDATE OR DELETE ON backoffice_audit
  FOR EACH ROW EXECUTE FUNCTION pulso_append_only();
--> statement-breakpoint
CREATE TRIGGER backoffice_audit_no_truncate
  BEFORE TRUNCATE ON backoffice_audit
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_append_only();
--> statement-breakpoint
DROP TRIGGER medical_information_case_events_no_change ON medical_information_case_events;
--> statement-breakpoint
DROP TRIGGER medical_information_case_events_no_truncate ON medical_information_case_events;
--> statement-breakpoint
DROP FUNCTION medical_information_case_events_append_only();
--> statement-breakpoint
CREATE TRIGGER medical_information_case_events_no_change
  BEFORE UPDATE OR DELETE ON medical_information_case_events
  FOR EACH ROW EXECUTE FUNCTION pulso_append_only();
--> statement-breakpoint
CREATE TRIGGER medical_information_case_events_no_truncate
  BEFORE TRUNCATE ON medical_information_case_events
  FOR EACH STATEMENT EXECUTE FUNCTION pulso_append_only();
--> statement-breakpoint
-- Roles become grants per country (`role:cc`, decision 050): a bare `medical-information` role
-- covered the member's regional group (spec §1), so it becomes one grant per country of it.
UPDATE users SET roles = array_remove(roles, 'medical-information') || ARRAY(
  SELECT 'medical-information:' || cc FROM unnest(CASE
    WHEN users.country = 'mx' THEN ARRAY['mx']
    WHEN users.country IN ('ar', 'cl') THEN ARRAY['ar', 'cl']
    WHEN users.country IN ('cr', 'co', 'pe') THEN ARRAY['cr', 'co', 'pe']
    ELSE ARRAY[users.country] END) AS cc)
WHERE 'medical-information' = ANY(roles);
