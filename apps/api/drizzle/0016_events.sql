CREATE TABLE "event_attendance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"event_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_joined_at" timestamp with time zone,
	CONSTRAINT "event_registrations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_registrations_customer_key_key" UNIQUE("customer_key")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"content_id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"format" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"opening_minutes" integer,
	"provider" text NOT NULL,
	"provider_settings" jsonb NOT NULL,
	"capacity" integer,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recording" jsonb,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approval_code" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" IS NULL OR "events"."capacity" > 0),
	CONSTRAINT "events_opening_minutes_range" CHECK ("events"."opening_minutes" IS NULL OR "events"."opening_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_event_id_events_content_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_content_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendance_event_user_idx" ON "event_attendance" USING btree ("event_id","user_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at","content_id");--> statement-breakpoint
CREATE INDEX "events_ends_at_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "events_zoom_meeting_idx" ON "events" USING btree (("provider_settings" ->> 'meetingNumber'));