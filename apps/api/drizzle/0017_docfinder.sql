CREATE TABLE "docfinder_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"country" text DEFAULT 'br' NOT NULL,
	"name" text NOT NULL,
	"name_unaccented" text GENERATED ALWAYS AS (pulso_unaccent(lower(name))) STORED NOT NULL,
	"uf" text NOT NULL,
	"register_number" text NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialty_codes" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{"pt"}' NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docfinder_listings_user_id_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "docfinder_offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"cep" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text,
	"district" text NOT NULL,
	"uf" text NOT NULL,
	"municipality_code" text NOT NULL,
	"phones" text[] DEFAULT '{}' NOT NULL,
	"telemedicine" boolean DEFAULT false NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"specialty_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "docfinder_listings" ADD CONSTRAINT "docfinder_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docfinder_offices" ADD CONSTRAINT "docfinder_offices_listing_id_docfinder_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."docfinder_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docfinder_listings_licence_idx" ON "docfinder_listings" USING btree ("uf","register_number");--> statement-breakpoint
CREATE INDEX "docfinder_listings_name_trgm_idx" ON "docfinder_listings" USING gin ("name_unaccented" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "docfinder_listings_specialty_codes_idx" ON "docfinder_listings" USING gin ("specialty_codes");--> statement-breakpoint
CREATE INDEX "docfinder_offices_listing_idx" ON "docfinder_offices" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "docfinder_offices_municipality_idx" ON "docfinder_offices" USING btree ("municipality_code");--> statement-breakpoint
CREATE INDEX "docfinder_offices_uf_idx" ON "docfinder_offices" USING btree ("uf");--> statement-breakpoint
-- hand-written (keep at the end; the part above is drizzle-kit's): the distance search of the
-- doctor finder. `cube` and `earthdistance` ship with PostgreSQL's contrib and PGlite's.
-- ll_to_earth's own body names earth() and cube() without a schema, so an index on it breaks
-- where maintenance runs with a restricted search_path (PostgreSQL 17); pulso_ll_to_earth is the
-- same formula with every name qualified (a RETURN body is bound when created). The offices keep
-- its value in a stored column with the GiST index (a search's "ll_to_earth(lat, lng)" index).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- intarray: the GiST operator class of int[] (gist__int_ops), so that the offices' index holds
-- their specialties beside their point.
CREATE EXTENSION IF NOT EXISTS intarray;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pulso_ll_to_earth(lat double precision, lng double precision)
  RETURNS public.earth
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.cube(
    public.cube(
      public.cube(public.earth() * cos(radians(lat)) * cos(radians(lng))),
      public.earth() * cos(radians(lat)) * sin(radians(lng))
    ),
    public.earth() * sin(radians(lat))
  )::public.earth;--> statement-breakpoint
-- The office's point on the earth, stored: a search's filters then read it instead of calling
-- the function on every candidate row (not in the drizzle schema: it needs the function above).
ALTER TABLE "docfinder_offices" ADD COLUMN "earth_point" public.earth GENERATED ALWAYS AS (pulso_ll_to_earth("lat", "lng")) STORED;--> statement-breakpoint
-- One GiST index on the point and the specialties: a search by specialty within a radius finds
-- its offices in the index, without reading every office of a dense city (docs/decisions/038).
CREATE INDEX "docfinder_offices_earth_idx" ON "docfinder_offices" USING gist ("earth_point", "specialty_ids" gist__int_ops);
