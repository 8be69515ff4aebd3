import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { adDetail as enDetail } from '../shared/i18n/en/ad-detail';
import { myAds as enMyAds } from '../shared/i18n/en/my-ads';
import { adDetail as ukDetail } from '../shared/i18n/uk/ad-detail';
import { myAds as ukMyAds } from '../shared/i18n/uk/my-ads';
import type { Ad } from '../shared/schemas/ads';
import { originOf, signedUpPerson } from './auth-support';
import { newAdminApi } from './people';
import { collectConsoleErrors, patientExpect as expect, withPreferences } from './support';

// What the ad page's journeys (ad-detail.spec.ts) set up and read: their texts, their ads, their checks.

export const detailMessages = { en: enDetail, uk: ukDetail };
export const myAdsMessages = { en: enMyAds, uk: ukMyAds };

/** A text with its {{placeholders}} filled in, as i18next would. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export type Theme = 'dark' | 'light';
type Viewport = { width: number; height: number };

/** The page again at another width and stored theme, as a returning visitor with them would see it. */
export async function showAs(page: Page, viewport: Viewport, theme: Theme) {
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

/**
 * Console errors and failed requests, except the page loads of an unpublished ad: the server answers
 * their HTML with 404 (nothing for search engines), which the browser logs, while the app shows the
 * ad to its owner and admins.
 */
export function collectFailures(page: Page): () => string[] {
  const failed: string[] = [];
  const errors = collectConsoleErrors(page);
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      failed.push(`${response.status()} ${response.url()}`);
  });
  return () => [...failed, ...errors.filter((error) => !error.includes('status of 404'))];
}

/** A numbered photo, so a screenshot shows which one the viewer is on. */
async function numberedPhoto(n: number, colour: string): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="100%" height="100%" fill="${colour}"/><text x="600" y="600" font-size="420" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">${n}</text></svg>`;
  return new Blob([new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer())], { type: 'image/jpeg' });
}

/**
 * A currently paid ad outside Tampa (the home page's city) with three photos: only paid ads carry more
 * than one, and an admin's upload keeps the ad approved. Each language takes its own ad.
 */
export async function adWithThreePhotos(api: APIRequestContext, language: Language): Promise<Ad> {
  const res = await api.get(apiPath(moderationApi.listModerationAds), {
    params: { status: 'approved', limit: 100 },
  });
  expect(res.status()).toBe(200);
  const paid = ((await res.json()) as { items: Ad[] }).items.filter(
    (ad) => ad.is_paid && ad.city.name !== 'Tampa',
  );
  const ad = paid.at(language === 'uk' ? -1 : -2);
  if (!ad) throw new Error('the demo data has too few paid ads');
  const form = new FormData();
  for (const [i, colour] of ['#1d4ed8', '#c2410c', '#15803d'].entries())
    form.append('images', await numberedPhoto(i + 1, colour), `photo-${i + 1}.jpg`);
  const upload = await api.post(apiPath(adsApi.setAdImages, { params: { id: ad.id } }), { multipart: form });
  expect(upload.status()).toBe(200);
  return { ...ad, images: (await upload.json()) as Ad['images'] };
}

/** When the events of these journeys start and end. */
const EVENT_TIMES = { start: '2031-05-17T15:30:00.000Z', end: '2031-05-17T19:00:00.000Z' } as const;

/**
 * Posts an ad in Tampa (the first category) with `fields` as the signed-in page's person: it waits for
 * a moderator. Its id.
 */
export async function postTampaAd(page: Page, fields: Record<string, unknown>) {
  const items = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { items: { id: string; slug: string }[] }).items;
  const [categories, cities] = await Promise.all([
    items(apiPath(catalogApi.listCategories)),
    items(apiPath(catalogApi.listCities)),
  ]);
  const posted = await page.request.post(apiPath(adsApi.createAd), {
    headers: originOf(page),
    data: {
      category_id: categories[0]?.id,
      city_id: cities.find((city) => city.slug === 'tampa')?.id,
      ...fields,
    },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

/** Posts an ad (an event in Tampa on 17 May 2031) as the signed-in page's person: it waits for a moderator. */
const postEvent = (page: Page, title: string) =>
  postTampaAd(page, {
    title,
    description: '<p>Songs, pyrohy and a raffle.</p>',
    price: 15,
    email: 'events@example.com',
    is_event: true,
    event_date: EVENT_TIMES.start,
    event_end_date: EVENT_TIMES.end,
  });

/**
 * A fresh person, signed in on `page` (see signedUpPerson), posts an event titled `label`, the language
 * and a stamp; it waits for a moderator. Their email, and the ad's title and id.
 */
export async function eventPostedByNewPerson(page: Page, language: Language, prefix: string, label: string) {
  const { email } = await signedUpPerson(page, language, prefix);
  const title = `${label} ${language} ${Date.now()}`;
  const id = await postEvent(page, title);
  return { email, title, id };
}

/** The event's start and end on its page: date and time on Tampa's clocks, as the reader's language writes them. */
export async function expectEventTimes(page: Page, language: Language) {
  const shown = {
    en: { start: /May 17, 2031, 11:30\sAM EDT/, end: /May 17, 2031, 3:00\sPM EDT/ },
    uk: { start: /17 трав\. 2031\sр\., 11:30 GMT-4/, end: /17 трав\. 2031\sр\., 15:00 GMT-4/ },
  }[language];
  for (const key of Object.keys(EVENT_TIMES) as (keyof typeof EVENT_TIMES)[])
    await expect(page.getByTestId(`ad-fact-${key}`)).toContainText(shown[key]);
}

/** An admin rejects the ad with `reason`, through the API. */
export async function rejectByApi(baseURL: string, id: string, reason: string) {
  const api = await newAdminApi(baseURL);
  const rejected = await api.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
    data: { status: 'rejected', rejection_reason: reason },
  });
  expect(rejected.status()).toBe(200);
  await api.dispose();
}

/**
 * A browser whose clipboard refuses to be written (as after a denied permission) and which has a share
 * sheet; what was shared is read back with sharedUrl.
 */
export async function refuseClipboardOfferShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
}

/** The address last given to the share sheet of refuseClipboardOfferShareSheet. */
export const sharedUrl = (page: Page) =>
  page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url);

/** The part of a text field's value that is selected. */
export const selectedText = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) =>
    input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
  );

/** What a visitor (a fresh browser context, nobody signed in) sees at the ad's address. */
export async function visitorSees(browser: Browser, id: string, language: Language) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await withPreferences(visitor, { language });
  await visitor.goto(`/ads/${id}`);
  const heading = (await visitor.getByRole('heading', { level: 1 }).textContent())?.trim();
  await context.close();
  return heading;
}
