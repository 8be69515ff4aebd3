-- The search vocabulary (docs/decisions/024): every distinct word (full-text lexeme) of the approved
-- ads with how many approved ads hold it, kept by the database on every write, so typos and parts of
-- words are looked up among words (a trigram index on this small table) instead of in every ad's text.
-- levenshtein_less_equal narrows typo candidates in C before the exact check (docs/decisions/024).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY,
  "ads" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "search_words" ("word", "ads")
  SELECT w, count(*) FROM "advertisements", unnest(tsvector_to_array("search_vector")) AS w
  WHERE "status" = 'approved' GROUP BY w;--> statement-breakpoint
-- Built after the rows are in, and without a pending list: rows added to a GIN index with fastupdate
-- wait in a list every lookup reads through until a vacuum moves them in (1.6 ms of a 2 ms lookup
-- at a million ads); new words are few next to the lookups.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- Adds each word's change in count (words in sorted order, so concurrent writers lock them in the
-- same order and cannot deadlock) and forgets the words no approved ad holds any more.
CREATE OR REPLACE FUNCTION hromada_search_words_add(words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words AS s (word, ads)
    SELECT w, d FROM unnest(words, deltas) AS x(w, d) ORDER BY w
    ON CONFLICT (word) DO UPDATE SET ads = s.ads + excluded.ads;
  DELETE FROM public.search_words WHERE word = ANY(words) AND ads <= 0;
END $$;--> statement-breakpoint
-- One statement's changes at once (transition tables): an approved ad's words count +1, a formerly
-- approved ad's words -1; an update that changes neither the status nor the text changes nothing.
CREATE OR REPLACE FUNCTION hromada_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas FROM (
      SELECT w, count(*)::integer AS d FROM new_rows, unnest(tsvector_to_array(search_vector)) AS w
      WHERE status = 'approved' GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas FROM (
      SELECT w, -count(*)::integer AS d FROM old_rows, unnest(tsvector_to_array(search_vector)) AS w
      WHERE status = 'approved' GROUP BY w) x;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas FROM (
      SELECT w, sum(d)::integer AS d FROM (
        SELECT unnest(tsvector_to_array(n.search_vector)) AS w, 1 AS d
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.status = 'approved' AND (o.status <> 'approved' OR o.search_vector IS DISTINCT FROM n.search_vector)
        UNION ALL
        SELECT unnest(tsvector_to_array(o.search_vector)), -1
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE o.status = 'approved' AND (n.status <> 'approved' OR o.search_vector IS DISTINCT FROM n.search_vector)
      ) c GROUP BY w HAVING sum(d) <> 0) x;
  END IF;
  IF words IS NOT NULL THEN
    PERFORM public.hromada_search_words_add(words, deltas);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hromada_search_words_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_words;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "advertisements_search_words_insert" AFTER INSERT ON "advertisements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hromada_search_words_changed();--> statement-breakpoint
CREATE TRIGGER "advertisements_search_words_update" AFTER UPDATE ON "advertisements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hromada_search_words_changed();--> statement-breakpoint
CREATE TRIGGER "advertisements_search_words_delete" AFTER DELETE ON "advertisements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hromada_search_words_changed();--> statement-breakpoint
CREATE TRIGGER "advertisements_search_words_truncate" AFTER TRUNCATE ON "advertisements" FOR EACH STATEMENT EXECUTE FUNCTION hromada_search_words_cleared();--> statement-breakpoint
-- Parts of words and typos are found among the words now, never in each ad's text.
DROP INDEX IF EXISTS "ads_approved_search_trgm_idx";
