-- Reports of ads (issue 20): one per person per ad, for moderators' review. An ad that enough distinct
-- people reported (open reports; the trust setting reports_to_hide) goes back to 'pending', so every
-- public query, index and cache drops it; hidden_by_reports_at records that reports, not an edit, put
-- it there, so dismissing them approves it again (docs/decisions/028).
CREATE TABLE "ad_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_reports_ad_reporter_unique" UNIQUE("ad_id","reporter_id"),
	CONSTRAINT "ad_reports_reason_check" CHECK ("ad_reports"."reason" in ('scam', 'prohibited', 'wrong_category', 'duplicate', 'offensive', 'sold', 'other')),
	CONSTRAINT "ad_reports_status_check" CHECK ("ad_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_reports_open_ad_idx" ON "ad_reports" USING btree ("ad_id","created_at" DESC NULLS FIRST) WHERE "ad_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "ad_reports_reporter_idx" ON "ad_reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "hidden_by_reports_at" timestamp with time zone;
