CREATE TABLE "training_exam_versions" (
	"content_id" text NOT NULL,
	"version" integer NOT NULL,
	"show_correct_answers" boolean NOT NULL,
	"questions" jsonb NOT NULL,
	"settings" jsonb,
	"certificate_text" text,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_exam_versions_content_id_version_pk" PRIMARY KEY("content_id","version")
);
--> statement-breakpoint
ALTER TABLE "training_attempts" ADD COLUMN "bank_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD COLUMN "certificate_text" text;--> statement-breakpoint
ALTER TABLE "training_exams" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_exams" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "training_exams" ADD COLUMN "certificate_text" text;--> statement-breakpoint
ALTER TABLE "training_exam_versions" ADD CONSTRAINT "training_exam_versions_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exam_versions" ADD CONSTRAINT "training_exam_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The banks stored so far are their version 1 (decision 055).
INSERT INTO "training_exam_versions" ("content_id", "version", "show_correct_answers", "questions", "created_at")
SELECT "content_id", 1, "show_correct_answers", "questions", "updated_at" FROM "training_exams"
ON CONFLICT DO NOTHING;
