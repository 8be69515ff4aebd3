-- The currency of an ad's price (ISO 4217, one of shared/money.ts AD_CURRENCIES). Ads posted before
-- it existed were priced and shown in US dollars, so that is what they keep; new ads get the site's
-- currency (SITE_CURRENCY) unless their author chooses another.
ALTER TABLE "advertisements" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;
