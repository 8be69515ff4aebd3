-- Ended events stay public as history (docs/decisions/035). An event expires at its end (status
-- 'expired', migration 0024), yet the events page's past list still shows it: the past walk reads
-- approved and expired events by ads_public_events_idx, backwards from now. The upcoming walk reads
-- approved events by city first: with only an index on the end, PostgreSQL combined it with the city
-- listing index for a city's upcoming events (10-15 ms at 300,000 ads; this index: 0.2-0.3 ms, and
-- 0.7 ms for every city).
DROP INDEX IF EXISTS "ads_approved_events_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_public_events_idx" ON "advertisements" USING btree (coalesce("event_end_date", "event_date")) WHERE "advertisements"."status" in ('approved', 'expired') and "advertisements"."is_event";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_approved_city_events_idx" ON "advertisements" USING btree ("city_id", coalesce("event_end_date", "event_date")) WHERE "advertisements"."status" = 'approved' and "advertisements"."is_event";
