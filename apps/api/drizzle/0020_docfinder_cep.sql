CREATE INDEX "docfinder_offices_cep_idx" ON "docfinder_offices" USING btree ("cep" text_pattern_ops);--> statement-breakpoint
-- Hand-written (docs/decisions/046): the search near a point reads the points first, nearest
-- first, then each point's listings of the specialty from a narrow index. Every office of a
-- municipality shares its point (São Paulo: 848 cardiology offices at a dozen points), so the
-- offices' GiST index found them one by one, read each from the heap and grouped them.
-- docfinder_points: each municipality that has offices, with its point (GiST).
-- docfinder_office_specialties: one row per office and specialty (btree on specialty, municipality,
-- listing: an index-only scan per point). Both are kept by a trigger on the offices (the service
-- rewrites the offices' specialty_ids when a listing's specialties change).
CREATE TABLE "docfinder_points" (
  "municipality_code" text PRIMARY KEY,
  "earth_point" public.earth NOT NULL
);--> statement-breakpoint
CREATE INDEX "docfinder_points_earth_idx" ON "docfinder_points" USING gist ("earth_point");--> statement-breakpoint
CREATE TABLE "docfinder_office_specialties" (
  "specialty_id" integer NOT NULL,
  "municipality_code" text NOT NULL,
  "listing_id" uuid NOT NULL,
  "office_id" uuid NOT NULL REFERENCES "docfinder_offices"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "docfinder_office_specialties_search_idx" ON "docfinder_office_specialties" USING btree ("specialty_id", "municipality_code", "listing_id");--> statement-breakpoint
CREATE INDEX "docfinder_office_specialties_office_idx" ON "docfinder_office_specialties" USING btree ("office_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION pulso_docfinder_office_specialties() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM public.docfinder_office_specialties WHERE office_id = OLD.id;
  END IF;
  INSERT INTO public.docfinder_points (municipality_code, earth_point)
    VALUES (NEW.municipality_code, NEW.earth_point)
    ON CONFLICT (municipality_code) DO NOTHING;
  INSERT INTO public.docfinder_office_specialties (specialty_id, municipality_code, listing_id, office_id)
    SELECT s, NEW.municipality_code, NEW.listing_id, NEW.id FROM unnest(NEW.specialty_ids) AS s;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "docfinder_offices_specialties" AFTER INSERT OR UPDATE OF "specialty_ids", "municipality_code", "lat", "lng", "listing_id" ON "docfinder_offices"
  FOR EACH ROW EXECUTE FUNCTION pulso_docfinder_office_specialties();--> statement-breakpoint
INSERT INTO "docfinder_points" ("municipality_code", "earth_point")
  SELECT DISTINCT ON ("municipality_code") "municipality_code", "earth_point" FROM "docfinder_offices"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "docfinder_office_specialties" ("specialty_id", "municipality_code", "listing_id", "office_id")
  SELECT s, "municipality_code", "listing_id", "id" FROM "docfinder_offices", unnest("specialty_ids") AS s;
