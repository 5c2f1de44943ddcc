CREATE TABLE "training_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"min_correct_questions" integer NOT NULL,
	"client_start_time" timestamp with time zone,
	"answers_saved_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"client_finish_date" timestamp with time zone,
	"finished_late" boolean DEFAULT false NOT NULL,
	"correct_answers" integer,
	"is_passed" boolean
);
--> statement-breakpoint
CREATE TABLE "training_certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"verification_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"title" text NOT NULL,
	"country" text NOT NULL,
	"cf_approval_code" text,
	"is_speaker_training" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_certificates_user_content_key" UNIQUE("user_id","content_id"),
	CONSTRAINT "training_certificates_verification_code_key" UNIQUE("verification_code")
);
--> statement-breakpoint
CREATE TABLE "training_enrolments" (
	"user_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"completed_lessons" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "training_enrolments_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "training_exams" (
	"content_id" text PRIMARY KEY NOT NULL,
	"show_correct_answers" boolean DEFAULT true NOT NULL,
	"questions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_attempt_id_training_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."training_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exams" ADD CONSTRAINT "training_exams_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_attempts_one_open_idx" ON "training_attempts" USING btree ("user_id","content_id") WHERE "training_attempts"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "training_attempts_user_content_idx" ON "training_attempts" USING btree ("user_id","content_id","started_at" DESC NULLS LAST);