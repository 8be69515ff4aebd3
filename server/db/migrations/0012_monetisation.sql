CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_key" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid,
	"kind" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"ad_id" uuid,
	"subscription_id" uuid,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_uk" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_cents" integer NOT NULL,
	"annual_price_cents" integer,
	"duration_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_cents" >= 0 and coalesce("plans"."annual_price_cents", 0) >= 0),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "plans_shape_check" CHECK (("plans"."kind" = 'subscription') = ("plans"."annual_price_cents" is not null)
        and ("plans"."kind" in ('upgrade', 'sponsorship')) = ("plans"."duration_days" is not null)
        and coalesce("plans"."duration_days", 1) between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"payment_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"billing_cycle" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
DROP INDEX "ads_approved_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_city_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_category_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_city_category_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_paid_newest_idx";--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "boosted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(boosted_at, created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_community" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsorships_ends_idx" ON "sponsorships" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "sponsorships_ad_idx" ON "sponsorships" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","current_period_end" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_approved_newest_idx" ON "advertisements" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_city_newest_idx" ON "advertisements" USING btree ("city_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_category_newest_idx" ON "advertisements" USING btree ("category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_city_category_newest_idx" ON "advertisements" USING btree ("city_id","category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_paid_newest_idx" ON "advertisements" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved' and "advertisements"."effective_paid_until" is not null;--> statement-breakpoint
-- The plans a fresh site starts with; admins edit them in /admin/monetization.
INSERT INTO "plans" ("kind", "name_en", "name_uk", "description_en", "description_uk", "currency", "price_cents", "annual_price_cents", "duration_days", "sort_order") VALUES
  ('upgrade', 'Featured for 7 days', 'Вгорі на 7 днів', 'Your ad shows first in its category and in search, with a Featured badge, and can carry more photos.', 'Ваше оголошення показується першим у своїй категорії та в пошуку, з позначкою «Рекомендоване», і може мати більше фото.', 'USD', 499, NULL, 7, 10),
  ('upgrade', 'Featured for 30 days', 'Вгорі на 30 днів', 'Your ad shows first in its category and in search, with a Featured badge, and can carry more photos.', 'Ваше оголошення показується першим у своїй категорії та в пошуку, з позначкою «Рекомендоване», і може мати більше фото.', 'USD', 1499, NULL, 30, 20),
  ('boost', 'Boost', 'Підняти', 'Moves your ad back to the top of its list once, as if it had just been posted.', 'Один раз піднімає ваше оголошення на початок списку, ніби його щойно опублікували.', 'USD', 199, NULL, NULL, 30),
  ('sponsorship', 'Sponsored for 7 days', 'Спонсорство на 7 днів', 'Your ad appears in the sponsored spot on the home page and its category page, clearly labelled.', 'Ваше оголошення з’являється в спонсорському блоці на головній сторінці та на сторінці категорії, з чіткою позначкою.', 'USD', 1999, NULL, 7, 40),
  ('subscription', 'Business', 'Бізнес', 'All your ads show first in their categories while the subscription is active, with more photos each.', 'Усі ваші оголошення показуються першими у своїх категоріях, поки діє підписка, і кожне може мати більше фото.', 'USD', 999, 9900, NULL, 50);
