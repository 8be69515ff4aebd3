-- Anti-spam at posting (issue 20, docs/decisions/030): the admins' blocked words, why an ad is in the
-- moderators' queue (one row per reason, any kind), and what near-duplicates are found by: a MinHash
-- signature of each ad's text with its LSH band keys, and a difference hash of each photo.
CREATE TABLE "blocked_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"folded" text NOT NULL,
	"created_by" text REFERENCES "user"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_words_folded_idx" ON "blocked_words" ("folded");
--> statement-breakpoint
CREATE TABLE "ad_review_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL REFERENCES "advertisements"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"related_ad_id" uuid REFERENCES "advertisements"("id") ON DELETE CASCADE,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_review_flags_ad_idx" ON "ad_review_flags" ("ad_id", "kind");
--> statement-breakpoint
CREATE INDEX "ad_review_flags_related_idx" ON "ad_review_flags" ("related_ad_id") WHERE "related_ad_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "ad_text_fingerprints" (
	"ad_id" uuid PRIMARY KEY NOT NULL REFERENCES "advertisements"("id") ON DELETE CASCADE,
	"bands" integer[] NOT NULL,
	"signature" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_text_fingerprints_bands_idx" ON "ad_text_fingerprints" USING gin ("bands");
--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "perceptual_hash" bigint;
--> statement-breakpoint
-- Two hashes at most 3 bits apart agree on at least one of their four 16-bit quarters.
CREATE INDEX "ad_images_hash_q0_idx" ON "ad_images" ((("perceptual_hash" >> 48) & 65535)) WHERE "perceptual_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ad_images_hash_q1_idx" ON "ad_images" ((("perceptual_hash" >> 32) & 65535)) WHERE "perceptual_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ad_images_hash_q2_idx" ON "ad_images" ((("perceptual_hash" >> 16) & 65535)) WHERE "perceptual_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ad_images_hash_q3_idx" ON "ad_images" (("perceptual_hash" & 65535)) WHERE "perceptual_hash" IS NOT NULL;
