CREATE TABLE "content_expiry_alerts" (
	"version_id" uuid NOT NULL,
	"threshold_days" integer NOT NULL,
	"recipient_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_expiry_alerts_pkey" PRIMARY KEY("version_id","threshold_days","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "content_expiry_alerts" ADD CONSTRAINT "content_expiry_alerts_version_id_content_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."content_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_expiry_alerts" ADD CONSTRAINT "content_expiry_alerts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;