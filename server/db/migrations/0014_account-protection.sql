CREATE TABLE "sign_in_failures" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_idx" ON "sign_in_failures" USING btree ("last_failure_at");
--> statement-breakpoint
-- A display name as it looks, to tell look-alikes apart (services/profiles/display-name-rules.ts):
-- compatibility forms folded (NFKC: 'Ａｄｍｉｎ', '𝐀𝐝𝐦𝐢𝐧'), spaces, punctuation and invisible characters
-- dropped, upper case folded (Cyrillic and Greek spelled out, as lower() follows the locale), then
-- the Cyrillic and Greek letters that look like Latin ones, and 0, 1 and l, read as what they imitate.
CREATE OR REPLACE FUNCTION hromada_name_skeleton(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT translate(
    lower(translate(
      regexp_replace(
        normalize(coalesce(name, ''), NFKC),
        '[[:space:][:punct:]\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0]',
        '', 'g'),
      'АБВГҐДЕЄЁЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЅЈԀӀΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩϹ',
      'абвгґдеєёжзиіїйклмнопрстуфхцчшщъыьэюяѕјԁӏαβγδεζηθικλμνξοπρστυφχψωϲ')),
    'авгеєёіїјкмнопрстуьхѕԁԛԝӏαβγεζηικμνορτυχωϲ01l',
    'abreeeiijkmhonpctybxsdqwiabyeznikmnoptyxwcoii')
$f$;
--> statement-breakpoint
CREATE INDEX "profiles_display_name_skeleton_idx" ON "profiles" USING btree (hromada_name_skeleton("display_name"));
