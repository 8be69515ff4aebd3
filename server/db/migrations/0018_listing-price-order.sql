-- Price orders of the listings (docs/decisions/011, "Orders"): approved ads with a price, by price and
-- id, one index per filter combination the listing offers, like the newest-first ones (decision 002),
-- and a small one for the currently paid ads that come first. Each is read forwards for price low to
-- high and backwards for high to low; ads without a price come last in both, newest first, from the
-- newest-first indexes.
CREATE INDEX "ads_approved_priced_idx" ON "advertisements" ("price", "id") WHERE "advertisements"."status" = 'approved' and "advertisements"."price" is not null;--> statement-breakpoint
CREATE INDEX "ads_approved_city_priced_idx" ON "advertisements" ("city_id", "price", "id") WHERE "advertisements"."status" = 'approved' and "advertisements"."price" is not null;--> statement-breakpoint
CREATE INDEX "ads_approved_category_priced_idx" ON "advertisements" ("category_id", "price", "id") WHERE "advertisements"."status" = 'approved' and "advertisements"."price" is not null;--> statement-breakpoint
CREATE INDEX "ads_approved_city_category_priced_idx" ON "advertisements" ("city_id", "category_id", "price", "id") WHERE "advertisements"."status" = 'approved' and "advertisements"."price" is not null;--> statement-breakpoint
CREATE INDEX "ads_approved_paid_priced_idx" ON "advertisements" ("price", "id") WHERE "advertisements"."status" = 'approved' and "advertisements"."effective_paid_until" is not null and "advertisements"."price" is not null;
