import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as meApi from '../shared/api/me';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { adminAds as enAdminAds } from '../shared/i18n/en/admin-ads';
import { adminAds as ukAdminAds } from '../shared/i18n/uk/admin-ads';
import { originOf, registerByApi, signOutByApi, uniqueEmail } from './auth-support';
import { signInByApi } from './people';

// The embedded database and scrypt queue up when the machine is busy: more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

export const adminAdsMessages = { en: enAdminAds, uk: ukAdminAds };

export type StatusCounts = { pending: number; approved: number; rejected: number };
type Listed = { id: string; slug: string };

/** The first city and category (by the API's order), where the journeys post their ads. */
export async function firstPlace(page: Page): Promise<{ city: Listed; category: Listed }> {
  const [cities, categories] = await Promise.all(
    [apiPath(catalogApi.listCities), apiPath(catalogApi.listCategories)].map(
      async (path) => ((await (await page.request.get(path)).json()) as { items: Listed[] }).items,
    ),
  );
  const city = cities?.[0];
  const category = categories?.[0];
  if (!city || !category) throw new Error('no city or category to post in');
  return { city, category };
}

/** Posts ads as the signed-in person (each waits for a moderator); their ids, in the order given. */
export async function postAds(page: Page, titles: string[]): Promise<string[]> {
  const { city, category } = await firstPlace(page);
  const ids: string[] = [];
  for (const title of titles) {
    const res = await page.request.post(apiPath(adsApi.createAd), {
      data: {
        title,
        description: '<p>Posted by a browser journey to be moderated.</p>',
        price: 120,
        category_id: category.id,
        city_id: city.id,
        email: 'poster@example.com',
        is_event: false,
      },
      headers: originOf(page),
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** The counts the status tabs show (read from their data-count). */
export async function shownCounts(page: Page): Promise<StatusCounts> {
  const read = async (status: keyof StatusCounts) =>
    Number(await page.getByTestId(`status-count-${status}`).getAttribute('data-count'));
  return {
    pending: await read('pending'),
    approved: await read('approved'),
    rejected: await read('rejected'),
  };
}

/** The next answer of the moderation list (the refresh after an action); start waiting before acting. */
/**
 * The counts of the first list answer requested after the next moderation write has answered: a
 * list refetch already under way when the write was sent would carry the counts from before it.
 */
export function listAnswerAfterChange(page: Page): Promise<StatusCounts> {
  return page
    .waitForResponse(
      (res) =>
        res.request().method() !== 'GET' &&
        new URL(res.url()).pathname.startsWith(apiPath(moderationApi.listModerationAds)),
    )
    .then(() => nextListAnswer(page));
}

export function nextListAnswer(page: Page): Promise<StatusCounts> {
  return page
    .waitForResponse(
      (res) =>
        res.request().method() === 'GET' &&
        new URL(res.url()).pathname === apiPath(moderationApi.listModerationAds),
    )
    .then(async (res) => {
      // The tabs show these three; expired ads count under "All" only.
      const { pending, approved, rejected } = ((await res.json()) as { counts: StatusCounts }).counts;
      return { pending, approved, rejected };
    });
}

export const adminRow = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="admin-ad"][data-ad-id="${id}"]`);

/** The text of a reason template in a language, as the owner will read it. */
export const templateText = (language: Language, template: keyof typeof enAdminAds.reasons) =>
  adminAdsMessages[language].reasons[template].text;

/** Closes the toast saying `text` (as a person would) and waits until it has gone, so axe checks the page itself. */
export async function dismissToast(page: Page, text: string, closeLabel: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: closeLabel }).click();
  await expect(toast).toHaveCount(0);
}

/**
 * A fresh person posts ads (waiting for a moderator), then the admin signs in in their place. Call
 * after the first page.goto. Returns the poster's login and display name, the ads' ids and titles.
 */
export async function adsPostedBySomeoneElse(page: Page, language: Language, labels: string[]) {
  const poster = {
    name: `Poster ${language}`,
    email: uniqueEmail('admin-ads', language),
    password: 'meadow-lantern-82',
  };
  await registerByApi(page, poster, { signedIn: true });
  const stamp = Date.now();
  const titles = labels.map((label) => `${label} ${language} ${stamp}`);
  const ids = await postAds(page, titles);
  // Ads show their owner's display name (made from the email address at sign-up).
  const me = (await (await page.request.get(apiPath(meApi.getMe))).json()) as {
    user: { display_name: string };
  };
  await signOutByApi(page);
  await signInByApi(page, 'admin');
  return {
    poster,
    posterName: me.user.display_name,
    ids,
    titleOf: (id: string) => titles[ids.indexOf(id)] ?? '',
  };
}
