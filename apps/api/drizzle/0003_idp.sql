CREATE TABLE "idp_accounts" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" "citext" NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" text NOT NULL,
	"lang" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"is_registered" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "idp_login_failures" (
	"login_id_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idp_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_reg_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"uid" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_password_resets" ADD CONSTRAINT "idp_password_resets_uid_idp_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."idp_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_reg_tokens" ADD CONSTRAINT "idp_reg_tokens_uid_idp_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."idp_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_sessions" ADD CONSTRAINT "idp_sessions_uid_idp_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."idp_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_password_resets_uid_idx" ON "idp_password_resets" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_reg_tokens_expires_at_idx" ON "idp_reg_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idp_sessions_uid_idx" ON "idp_sessions" USING btree ("uid");