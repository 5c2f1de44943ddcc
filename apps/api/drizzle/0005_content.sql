CREATE TABLE "content_accesses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"content_id" text NOT NULL,
	"country" text NOT NULL,
	"via" text DEFAULT 'session' NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"countries" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"content_id" text,
	"document" jsonb NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"countries" text[] NOT NULL,
	"main_cluster" text NOT NULL,
	"category_id" text NOT NULL,
	"product" text,
	"exclusive" boolean DEFAULT false NOT NULL,
	"is_speaker_training" boolean DEFAULT false NOT NULL,
	"is_company_content" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"participant" text,
	"publish_date" timestamp with time zone NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (CASE WHEN language = 'pt-br' THEN
          setweight(to_tsvector('portuguese'::regconfig, pulso_unaccent(title)), 'A') ||
          setweight(to_tsvector('portuguese'::regconfig, pulso_unaccent(coalesce(participant, '') || ' ' || synopsis)), 'B') ||
          setweight(to_tsvector('portuguese'::regconfig, pulso_unaccent(search_text)), 'C')
        ELSE
          setweight(to_tsvector('spanish'::regconfig, pulso_unaccent(title)), 'A') ||
          setweight(to_tsvector('spanish'::regconfig, pulso_unaccent(coalesce(participant, '') || ' ' || synopsis)), 'B') ||
          setweight(to_tsvector('spanish'::regconfig, pulso_unaccent(search_text)), 'C')
        END) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" text NOT NULL,
	"token_id" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"register_number" text NOT NULL,
	"user_id" uuid,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_terms_acceptances_token_register_key" UNIQUE("token_id","register_number")
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"user_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "content_accesses" ADD CONSTRAINT "content_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_accesses" ADD CONSTRAINT "content_accesses_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_terms_acceptances" ADD CONSTRAINT "public_terms_acceptances_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_terms_acceptances" ADD CONSTRAINT "public_terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_accesses_country_accessed_at_idx" ON "content_accesses" USING btree ("country","accessed_at");--> statement-breakpoint
CREATE INDEX "content_accesses_content_idx" ON "content_accesses" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_banners_countries_idx" ON "content_banners" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "content_items_search_vector_idx" ON "content_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_items_title_trgm_idx" ON "content_items" USING gin ((pulso_unaccent(lower("title"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_items_countries_idx" ON "content_items" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "content_items_publish_date_idx" ON "content_items" USING btree ("publish_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "content_items_main_cluster_idx" ON "content_items" USING btree ("main_cluster","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "public_terms_acceptances_token_idx" ON "public_terms_acceptances" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "saved_items_user_saved_at_idx" ON "saved_items" USING btree ("user_id","saved_at" DESC NULLS LAST);