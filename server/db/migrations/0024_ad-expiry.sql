-- Expiry and renewal (issue 20, docs/decisions/029). An approved ad carries the moment it leaves the
-- public lists (status 'expired', set by the expiry job: services/expiry/); an owner renews it. Each
-- category may have a lifetime of its own (else the trust setting ad_lifetime_days). The reminder
-- sent before expiry is marked on the row, so it is sent once whatever the number of processes.
ALTER TABLE "advertisements" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "ad_lifetime_days" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_ad_lifetime_days_check" CHECK ("ad_lifetime_days" BETWEEN 1 AND 365);--> statement-breakpoint
-- The language its owner last posted or edited in: reminders go out in it (both languages while unknown).
ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_check" CHECK ("language" IN ('uk', 'en'));--> statement-breakpoint
-- Ads that exist get a full lifetime from the upgrade (the default's 30 days), not from their creation:
-- none disappears the minute the new version starts. Events end when they end (docs/decisions/017):
-- their end, else the end of their day on their city's clocks.
UPDATE "advertisements" a SET "expires_at" = CASE
  WHEN a."is_event" AND a."event_date" IS NOT NULL THEN coalesce(
    a."event_end_date",
    ((date_trunc('day', a."event_date" AT TIME ZONE c."time_zone") + interval '1 day') AT TIME ZONE c."time_zone")
  )
  ELSE now() + interval '30 days'
END
FROM "cities" c
WHERE c."id" = a."city_id" AND a."status" = 'approved';--> statement-breakpoint
-- The expiry job's two walks: approved ads by expiry (due ones, and those due a reminder).
CREATE INDEX IF NOT EXISTS "ads_approved_expiry_idx" ON "advertisements" ("expires_at") WHERE "advertisements"."status" = 'approved';
