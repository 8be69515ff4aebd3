CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text,
	"audience" text NOT NULL,
	"city_id" uuid,
	"recipient_id" text,
	"title_en" text NOT NULL,
	"title_uk" text NOT NULL,
	"body_en" text NOT NULL,
	"body_uk" text NOT NULL,
	"send_email" boolean DEFAULT false NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_ratings_ad_user_unique" UNIQUE("ad_id","user_id"),
	CONSTRAINT "ad_ratings_rating_range" CHECK ("ad_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "name_uk" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing cities get the slug the app derived from their name (shared/slug.ts; seeded names are ASCII).
WITH derived AS (
  SELECT id, coalesce(nullif(trim(both '-' FROM regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), ''), id::text) AS base
  FROM "cities"
), numbered AS (
  SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY id) AS n FROM derived
)
UPDATE "cities" c SET slug = CASE WHEN n.n = 1 THEN n.base ELSE n.base || '-' || n.n END
FROM numbered n WHERE n.id = c.id;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "broadcast_id" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_ratings" ADD CONSTRAINT "ad_ratings_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_ratings" ADD CONSTRAINT "ad_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_tokens_created_idx" ON "api_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "notification_broadcasts_created_idx" ON "notification_broadcasts" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ad_ratings_ad_approved_idx" ON "ad_ratings" USING btree ("ad_id") WHERE "ad_ratings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ad_ratings_status_created_idx" ON "ad_ratings" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ad_ratings_user_idx" ON "ad_ratings" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_disabled_idx" ON "profiles" USING btree ("id") WHERE "profiles"."disabled";--> statement-breakpoint
CREATE INDEX "notifications_broadcast_idx" ON "notifications" USING btree ("broadcast_id");--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- The SPEC's RPC: rating summaries of the given ads, from approved ratings of people who are not
-- disabled (their ratings are hidden like their ads). Ads without any are absent.
CREATE OR REPLACE FUNCTION get_ad_ratings(ad_ids uuid[])
RETURNS TABLE (ad_id uuid, average_rating numeric, total_ratings integer)
LANGUAGE sql STABLE AS $$
  SELECT r.ad_id, round(avg(r.rating), 2), count(*)::integer
  FROM ad_ratings r
  WHERE r.ad_id = ANY (ad_ids) AND r.status = 'approved'
    AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = r.user_id AND p.disabled)
  GROUP BY r.ad_id
$$;
