CREATE TABLE "push_notices_sent" (
	"notice_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_notices_sent_notice_key_user_id_pk" PRIMARY KEY("notice_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "docfinder_listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "docfinder_listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "docfinder_listings" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "medical_information_cases" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "medical_information_cases" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_notices_sent" ADD CONSTRAINT "push_notices_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docfinder_listings" ADD CONSTRAINT "docfinder_listings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_information_cases" ADD CONSTRAINT "medical_information_cases_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;