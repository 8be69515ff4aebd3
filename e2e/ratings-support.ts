import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import * as ratingsApi from '../shared/api/ratings';
import type { Language } from '../shared/constants';
import { ratings as enRatings } from '../shared/i18n/en/ratings';
import { ratings as ukRatings } from '../shared/i18n/uk/ratings';
import type { AdListItem } from '../shared/schemas/ad-list-item';
import { fullPageShot } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });

export const ratingsMessages = { en: enRatings, uk: ukRatings };

/** A plural message in the language's own form for `count` (`key_one`, `key_few`, …), with {{count}} filled. */
export function plural(messages: object, key: string, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count);
  const table = messages as Record<string, string>;
  return (table[`${key}_${form}`] ?? table[`${key}_other`] ?? '').replaceAll('{{count}}', String(count));
}

/** The accessible name of the radio button for `count` stars. */
export const starLabel = (language: Language, count: number) =>
  plural(ratingsMessages[language].stars, 'star', count, language);

/**
 * A published demo ad nobody has rated yet, different for each language (both journeys run at once),
 * from the first page of all listings: its city and category listing shows it on its first page too.
 */
export async function unratedDemoAd(page: Page, language: Language): Promise<AdListItem> {
  const res = await page.request.get(apiPath(adsApi.listAds, { query: { limit: 24 } }));
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: AdListItem[] };
  const unrated = items.filter((ad) => ad.total_ratings === 0);
  const ad = unrated[language === 'uk' ? 0 : 1];
  if (!ad) throw new Error('no unrated demo ad');
  return ad;
}

/** The id of the signed-in person's rating of the ad (any status). */
export async function myRatingId(page: Page, adId: string): Promise<string> {
  const res = await page.request.get(apiPath(ratingsApi.listAdRatings, { params: { id: adId } }));
  const { mine } = (await res.json()) as { mine: { id: string } | null };
  if (!mine) throw new Error('no rating of mine');
  return mine.id;
}

export const adminRatingRow = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="admin-rating"][data-rating-id="${id}"]`);

/** The listing card of an ad on its city and category page. */
export async function cardOf(page: Page, ad: AdListItem): Promise<Locator> {
  await page.goto(`/${ad.city.slug}/${ad.category.slug}`);
  const card = page.getByTestId('ad-card').filter({ has: page.locator(`a[href="/ads/${ad.id}"]`) });
  await expect(card).toBeVisible();
  return card;
}

/** Full-page screenshots for review, into E2E_SHOTS_DIR (default e2e/screenshots). */
export async function ratingsShot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR ?? 'e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, join(dir, `${name}.png`));
}

/** Closes the toast saying `text` and waits until it has gone, so axe checks the page itself. */
export async function closeToast(page: Page, text: string, closeLabel: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: closeLabel }).click();
  await expect(toast).toHaveCount(0);
}
