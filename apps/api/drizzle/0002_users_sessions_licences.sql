CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text DEFAULT 'br' NOT NULL,
	"uf" text NOT NULL,
	"register_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"specialty" text,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_uf_register_number_key" UNIQUE("uf","register_number")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "used_login_signatures" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"signature_timestamp" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"terms_version" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"country" text NOT NULL,
	"email" "citext" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"treatment" text,
	"state" text,
	"register_uf" text,
	"register_number" text,
	"national_registration" text,
	"provincial_enrollment" text,
	"identity_document" text,
	"rut" text,
	"sales_representative_code" text,
	"specialty" text NOT NULL,
	"phone" text,
	"registration_type" text NOT NULL,
	"category" text,
	"preferences" text[] DEFAULT '{}' NOT NULL,
	"push_notifications" boolean DEFAULT false NOT NULL,
	"can_access_speaker_training" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"receive_promotional" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"timezone" text NOT NULL,
	"app_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uid_key" UNIQUE("uid"),
	CONSTRAINT "users_email_key" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_register_number_idx" ON "licences" USING btree ("register_number");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "used_login_signatures_expires_at_idx" ON "used_login_signatures" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_consents_user_id_idx" ON "user_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_register_uf_number_idx" ON "users" USING btree ("register_uf","register_number");