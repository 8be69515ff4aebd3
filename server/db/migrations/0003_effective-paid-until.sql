DROP INDEX "ads_status_newest_idx";--> statement-breakpoint
DROP INDEX "ads_approved_paid_newest_idx";--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "effective_paid_until" timestamp with time zone GENERATED ALWAYS AS (case when is_paid then paid_until end) STORED;--> statement-breakpoint
CREATE INDEX "ads_unapproved_newest_idx" ON "advertisements" USING btree ("status","created_at" DESC NULLS FIRST) WHERE "advertisements"."status" <> 'approved';--> statement-breakpoint
CREATE INDEX "ads_approved_paid_newest_idx" ON "advertisements" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved' and "advertisements"."effective_paid_until" is not null;