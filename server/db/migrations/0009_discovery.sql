-- Search folding (docs/decisions/011): lower-case, Ukrainian (and Russian) Cyrillic transliterated
-- to Latin (national 2010 system, position-independent), apostrophes dropped. Cyrillic capitals are
-- mapped by hand because lower() leaves non-ASCII letters alone under the C locale.
CREATE OR REPLACE FUNCTION hromada_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      lower(translate(t, 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯЫЭЁЪ', 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяыэёъ')),
      'щ', 'shch'), 'є', 'ie'), 'ж', 'zh'), 'х', 'kh'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'ю', 'iu'), 'я', 'ia'), 'ё', 'e'),
    'абвгґдеиіїйклмнопрстуфзыэьъ''’ʼ`', 'abvhgdeyiiiklmnoprstufzye')
$f$;
--> statement-breakpoint
-- A description (sanitised HTML) as plain text: inline tags vanish ("<b>54k miles</b>, one owner"
-- keeps its comma in place), block tags and line breaks become spaces.
CREATE OR REPLACE FUNCTION hromada_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(regexp_replace(coalesce(html, ''), '</?(strong|em|b|i|u)>', '', 'gi'), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hromada_search_text(title text, description text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT hromada_fold(coalesce(title, '') || ' ' || hromada_plain(description))
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hromada_search_vector(title text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT setweight(to_tsvector('simple'::regconfig, hromada_fold(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('simple'::regconfig, hromada_fold(hromada_plain(description))), 'B')
$f$;
--> statement-breakpoint
-- Every word of the folded query as a word start ('kv' matches 'kvartyra'), all required; NULL when
-- the query has no words.
CREATE OR REPLACE FUNCTION hromada_prefix_query(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT string_agg(quote_literal(w) || ':*', ' & ')::tsquery
  FROM regexp_split_to_table(hromada_fold(coalesce(q, '')), '[[:space:][:punct:]]+') AS w
  WHERE w <> ''
$f$;
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"query" text PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "search_text" text GENERATED ALWAYS AS (hromada_search_text(title, description)) STORED;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (hromada_search_vector(title, description)) STORED;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "geocoded_address" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "geocode_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "ads_approved_search_trgm_idx" ON "advertisements" USING gin ("search_text" gin_trgm_ops) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_search_fts_idx" ON "advertisements" USING gin ("search_vector") WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_events_idx" ON "advertisements" USING btree (coalesce("event_end_date", "event_date")) WHERE "advertisements"."status" = 'approved' and "advertisements"."is_event";--> statement-breakpoint
CREATE INDEX "ads_approved_located_idx" ON "advertisements" USING btree ("city_id","category_id") WHERE "advertisements"."status" = 'approved' and "advertisements"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "ads_geocode_pending_idx" ON "advertisements" USING btree ("updated_at") WHERE "advertisements"."geocode_status" = 'pending';--> statement-breakpoint
-- Ads saved before geocoding existed: the background geocoder picks these up.
UPDATE "advertisements" SET "geocode_status" = 'pending' WHERE btrim("address") <> '';
