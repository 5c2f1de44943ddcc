ALTER TABLE "events" ADD COLUMN "review" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_exam_versions" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_exam_versions" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "training_exam_versions" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "training_exam_versions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_exam_versions" ADD CONSTRAINT "training_exam_versions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;