import { mkdirSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import { apiPath, type CallInput, type Operation } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { adminCatalog as enCatalog } from '../shared/i18n/en/admin-catalog';
import { adminCatalog as ukCatalog } from '../shared/i18n/uk/admin-catalog';
import { originOf } from './auth-support';
import { fullPageShot } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });

export const catalogMessages = { en: enCatalog, uk: ukCatalog };

/** A name part no other run (or test) uses. */
export const runMark = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** `{{key}}` placeholders filled in, as i18next does. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A plural message in the language's own form for `count` (`key_one`, `key_few`, …). */
export function plural(table: object, key: string, count: number, language: Language, values = {}) {
  const form = new Intl.PluralRules(language).select(count);
  const texts = table as Record<string, string>;
  return fill(texts[`${key}_${form}`] ?? texts[`${key}_other`] ?? '', { count, ...values });
}

/** The row (desktop) or card (phone) of the item with this slug. */
export const catalogRow = (page: Page, slug: string): Locator =>
  page.locator(`[data-testid="catalog-row"][data-slug="${slug}"]`);

/** Screenshots go to SHOTS_DIR (default e2e/screenshots): the whole page, or what shows (an open dialog). */
export async function catalogShot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR ?? 'e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  const path = `${dir}/${name}.png`;
  if (!fullPage) return page.screenshot({ path });
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, path);
}

type Json = Record<string, unknown>;

/** An admin API call of `op` from the signed-in page; expects `status`, returns the body. */
export async function adminApi<O extends Operation>(page: Page, op: O, input: CallInput<O>, status: number) {
  const res = await page.request[op.method](apiPath(op, input), {
    data: input.body,
    headers: originOf(page),
  });
  expect(res.status(), await res.text()).toBe(status);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as Json;
}

/** A pending ad of the signed-in person in a category and city, through the API; its id. */
export async function postAdIn(page: Page, place: { categoryId: string; cityId: string }, title: string) {
  const body = await adminApi(
    page,
    adsApi.createAd,
    {
      body: {
        title,
        description: '<p>Posted by the catalog journey.</p>',
        category_id: place.categoryId,
        city_id: place.cityId,
        is_event: false,
      },
    },
    201,
  );
  return String(body.id);
}

/** The id of the public city with this slug. */
export async function cityIdOf(page: Page, slug: string): Promise<string> {
  const items = ((await (await page.request.get(apiPath(catalogApi.listCities))).json()) as { items: Json[] })
    .items;
  const city = items.find((c) => c.slug === slug);
  if (!city) throw new Error(`no city ${slug}`);
  return String(city.id);
}

/** Closes the toast saying `text` and waits until it has gone (so axe checks the page itself). */
export async function closeToast(page: Page, text: string, closeLabel: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: closeLabel }).click();
  await expect(toast).toHaveCount(0);
}
