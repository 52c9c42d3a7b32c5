-- Extensions later features rely on: case-insensitive e-mail addresses (citext), similar earlier
-- questions by trigram similarity (pg_trgm) and accent-insensitive Turkish search (unaccent).
-- All three are trusted extensions, so a database owner without superuser rights may create them.
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
