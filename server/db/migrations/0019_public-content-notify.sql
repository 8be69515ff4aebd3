-- Public pages rendered on the server are kept a few seconds for visitors (server/ssr/page-cache.ts).
-- Every change to what they show tells each server process on the database to forget them: one
-- NOTIFY per statement (and one per transaction when the same), delivered when the change commits.
CREATE OR REPLACE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "advertisements_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advertisements" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "ad_images_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ad_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "ad_ratings_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ad_ratings" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "categories_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "cities_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "plans_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "platform_settings_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "profiles_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "sponsorships_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sponsorships" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER "subscriptions_public_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
