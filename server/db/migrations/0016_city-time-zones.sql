-- Each city's IANA time zone: its events are entered and shown in it. Rows that exist get the site's
-- default zone (SITE_TIME_ZONE's default), and the cities the app seeds their own.
ALTER TABLE "cities" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
UPDATE "cities" SET "time_zone" = CASE "name"
  WHEN 'Kyiv' THEN 'Europe/Kyiv'
  WHEN 'Lviv' THEN 'Europe/Kyiv'
  WHEN 'Odesa' THEN 'Europe/Kyiv'
  WHEN 'Chicago' THEN 'America/Chicago'
  WHEN 'Los Angeles' THEN 'America/Los_Angeles'
  ELSE "time_zone"
END;
