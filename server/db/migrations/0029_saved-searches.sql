-- Saved searches with alerts (issue 21, docs/decisions/033). A person's search: its words (folded at
-- save time, as the search folds them), its filters as /search's URL holds them, how often and where
-- its alerts go.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"words" text[] DEFAULT '{}' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text NOT NULL,
	"notify_in_app" boolean DEFAULT true NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
-- Ads waiting to be matched: every move of an ad to 'approved' (moderation, approval at once, a report
-- dismissed, a renewal) queues it, whichever code made it, in the transaction that made it. The
-- matching pass deletes what it matched in the transaction that records the matches, so an ad is
-- matched once however passes stop, and an approval that commits late is never skipped (as a
-- high-water mark of approval times could skip it).
CREATE TABLE "saved_search_queue" (
	"ad_id" uuid PRIMARY KEY NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_queue" ADD CONSTRAINT "saved_search_queue_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_queue_approved_idx" ON "saved_search_queue" USING btree ("approved_at","ad_id");--> statement-breakpoint
CREATE FUNCTION hromada_queue_approved_ad() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF NEW.status = 'approved' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'approved') THEN
    INSERT INTO public.saved_search_queue (ad_id) VALUES (NEW.id) ON CONFLICT (ad_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER "advertisements_queue_approved" AFTER INSERT OR UPDATE OF "status" ON "advertisements"
  FOR EACH ROW EXECUTE FUNCTION hromada_queue_approved_ad();
--> statement-breakpoint
-- One row per person and ad an alert is (or was) due for: the unique key is "once per person", the
-- sent time is what the sending pass claims in the transaction that writes the notice.
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"ad_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_pk" PRIMARY KEY("user_id","ad_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("saved_search_id","matched_at") WHERE "saved_search_matches"."sent_at" is null;
