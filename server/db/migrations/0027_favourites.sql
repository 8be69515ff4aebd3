-- Favourites (issue 21). One row per person and ad they saved. The ad may go (deleted by its owner or an
-- admin): the row stays with the ad's title as it was, so /favorites can say it is gone instead of
-- silently dropping it. price_seen is the price the person last saw published: a lower published price
-- tells them (a 'price_drop' notice) and becomes the new price_seen.
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"ad_id" uuid,
	"title" text NOT NULL,
	"price_seen" numeric(12, 2),
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_ad_unique" UNIQUE("user_id","ad_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favourites_ad_idx" ON "favourites" USING btree ("ad_id") WHERE "ad_id" is not null;
