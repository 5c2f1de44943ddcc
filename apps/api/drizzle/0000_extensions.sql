-- Custom migration (drizzle-kit generate --custom): the extensions both PGlite and PostgreSQL
-- provide, used by search (unaccent, pg_trgm) and case-insensitive e-mail columns (citext).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
