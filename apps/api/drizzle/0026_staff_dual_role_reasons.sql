CREATE TABLE "staff_dual_role_reasons" (
	"user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_dual_role_reasons_pkey" PRIMARY KEY("user_id","country")
);
--> statement-breakpoint
ALTER TABLE "staff_dual_role_reasons" ADD CONSTRAINT "staff_dual_role_reasons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_dual_role_reasons" ADD CONSTRAINT "staff_dual_role_reasons_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;