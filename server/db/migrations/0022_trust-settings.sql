-- The numbers behind trust and safety (issue 20; shared/trust-settings.ts): one row per setting an
-- admin has changed, the defaults in code. Changes tell every server process (migration 0019's
-- channel), which keeps a copy until then.
CREATE TABLE IF NOT EXISTS "trust_settings" (
  "setting_key" text PRIMARY KEY NOT NULL,
  "value" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TRIGGER "trust_settings_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trust_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
