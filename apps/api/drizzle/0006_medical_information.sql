CREATE TABLE "medical_information_case_counters" (
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "medical_information_case_counters_country_year_pk" PRIMARY KEY("country","year")
);
--> statement-breakpoint
CREATE TABLE "medical_information_case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_information_case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"from_status" text,
	"to_status" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "medical_information_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"user_id" uuid,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"product" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"content" text NOT NULL,
	"summary" text NOT NULL,
	"request_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"flagged_as" text,
	"mail_details" jsonb,
	"delivery_channel" text NOT NULL,
	"delivery_job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_information_cases_case_number_key" UNIQUE("case_number")
);
--> statement-breakpoint
ALTER TABLE "medical_information_case_events" ADD CONSTRAINT "medical_information_case_events_case_id_medical_information_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."medical_information_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_information_cases" ADD CONSTRAINT "medical_information_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_information_case_events_case_idx" ON "medical_information_case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "medical_information_cases_user_created_idx" ON "medical_information_cases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "medical_information_cases_country_status_created_idx" ON "medical_information_cases" USING btree ("country","status","created_at");