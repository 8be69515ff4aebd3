-- The search functions name the functions they call with their schema. A restore (pg_dump sets an
-- empty search_path) computes the generated search columns of advertisements with them, and found
-- no hromada_fold before; the bodies are otherwise those of 0009, so stored values do not change.
CREATE OR REPLACE FUNCTION hromada_search_text(title text, description text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT public.hromada_fold(coalesce(title, '') || ' ' || public.hromada_plain(description))
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hromada_search_vector(title text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT setweight(to_tsvector('simple'::regconfig, public.hromada_fold(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('simple'::regconfig, public.hromada_fold(public.hromada_plain(description))), 'B')
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hromada_prefix_query(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT string_agg(quote_literal(w) || ':*', ' & ')::tsquery
  FROM regexp_split_to_table(public.hromada_fold(coalesce(q, '')), '[[:space:][:punct:]]+') AS w
  WHERE w <> ''
$f$;
