DROP INDEX "ads_approved_paid_idx";--> statement-breakpoint
DROP INDEX "ads_approved_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_city_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_category_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_city_category_newest_idx";--> statement-breakpoint
DROP INDEX "ads_user_newest_idx";--> statement-breakpoint
DROP INDEX "ads_status_newest_idx";--> statement-breakpoint
CREATE INDEX "ads_approved_paid_newest_idx" ON "advertisements" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved' and "advertisements"."is_paid";--> statement-breakpoint
CREATE INDEX "ads_approved_newest_idx" ON "advertisements" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_city_newest_idx" ON "advertisements" USING btree ("city_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_category_newest_idx" ON "advertisements" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_city_category_newest_idx" ON "advertisements" USING btree ("city_id","category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "ads_user_newest_idx" ON "advertisements" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ads_status_newest_idx" ON "advertisements" USING btree ("status","created_at" DESC NULLS FIRST);