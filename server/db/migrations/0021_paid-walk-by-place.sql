-- The paid walk of a city × category listing as one index range read (issue 19). The paid walk read
-- ads_approved_paid_newest_idx newest first and dropped the other places' paid ads: at a million ads
-- (18,000 ever paid) a Tampa + real estate page passed 2,400 of them. A city alone or a category alone
-- passes few enough (9 and 9 of them share the paid ads) to keep the one small index.
CREATE INDEX IF NOT EXISTS "ads_approved_paid_city_category_newest_idx" ON "advertisements" ("city_id", "category_id", "listed_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) WHERE "advertisements"."status" = 'approved' and "advertisements"."effective_paid_until" is not null;
