-- Custom migration (drizzle-kit generate --custom): `unaccent` is only STABLE (its dictionary can
-- change), so PostgreSQL refuses it in a generated column or an index expression. This wrapper
-- names the dictionary and the schema explicitly and is declared IMMUTABLE; both PGlite and
-- PostgreSQL accept it. The content search vector and the title trigram index use it.
CREATE OR REPLACE FUNCTION pulso_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, value);
