import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import * as paymentsApi from '../shared/api/payments';
import * as plansApi from '../shared/api/plans';
import { promotion as enPromotion } from '../shared/i18n/en/promotion';
import { promotion as ukPromotion } from '../shared/i18n/uk/promotion';
import type { AdListItem } from '../shared/schemas/ad-list-item';
import { journeyIn, test } from './auth-support';
import { catalogMessages, catalogRow, fill } from './catalog-support';
import { newAdminApi, signInByApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot, withPreferences } from './support';

// Paid placement and the sponsored slot on a fresh start (the demo data has paid ads in Tampa and one
// running sponsorship there), and the admin's church / community category flag.
const expect = baseExpect.configure({ timeout: 15_000 });
const promotionMessages = { en: enPromotion, uk: ukPromotion };
const COMMUNITY_SLUG = 'churches-community';

async function apiItems<T>(page: Page, path: string): Promise<T[]> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
}

/** The same page at the journey's other width and theme: axe and a screenshot there too. */
async function otherLook(page: Page, language: 'uk' | 'en', name: string, ready: () => Promise<void>) {
  const { other, otherTheme } = journeyIn(language);
  await page.setViewportSize(other);
  await page.evaluate((value) => localStorage.setItem('theme', value), otherTheme);
  await page.reload();
  await ready();
  await expectNoSeriousAxeViolations(page);
  await shot(page, `${name}-${language}-${otherTheme}-${other.width}`);
}

/** Posts an ad in Tampa as the admin, approves it and buys it a sponsorship through the test checkout. */
async function sponsorFreshTampaAd(admin: APIRequestContext, title: string) {
  type Named = { items: { id: string; slug: string }[] };
  const cities = ((await (await admin.get(apiPath(catalogApi.listCities))).json()) as Named).items;
  const categories = ((await (await admin.get(apiPath(catalogApi.listCategories))).json()) as Named).items;
  const tampa = cities.find((city) => city.slug === 'tampa');
  const services = categories.find((category) => category.slug === 'services');
  if (!tampa || !services) throw new Error('demo city or category missing');
  const posted = await admin.post(apiPath(adsApi.createAd), {
    data: {
      title,
      description: '<p>A sponsored stall.</p>',
      price: 10,
      category_id: services.id,
      city_id: tampa.id,
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  expect(
    (
      await admin.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
        data: { status: 'approved' },
      })
    ).status(),
  ).toBe(200);
  const plans = (await (
    await admin.get(apiPath(plansApi.listPlans, { query: { kind: 'sponsorship' } }))
  ).json()) as {
    items: { id: string }[];
  };
  const plan = plans.items[0];
  if (!plan) throw new Error('no sponsorship plan on sale');
  const started = await admin.post(apiPath(paymentsApi.startCheckout), {
    data: { plan_id: plan.id, ad_id: id },
  });
  expect(started.status()).toBe(201);
  const { checkout_url: url } = (await started.json()) as { checkout_url: string };
  const sessionId = new URL(url).pathname.split('/').pop() ?? '';
  expect((await admin.post(apiPath(paymentsApi.payTestCheckout, { params: { sessionId } }))).status()).toBe(
    200,
  );
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme, t: ui } = journeyIn(language);
  const p = promotionMessages[language];
  const look = `${language}-${theme}-${viewport.width}`;

  test(`home shows the labelled sponsored strip above the listing (${language})`, async ({
    page,
    baseURL,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    // Its own running sponsorship in Tampa, bought through the test checkout (other journeys may
    // change the demo ads meanwhile).
    const admin = await newAdminApi(baseURL ?? '');
    await sponsorFreshTampaAd(admin, `Sponsored stall ${language} ${Date.now()}`);
    await admin.dispose();
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    const strip = page.getByTestId('sponsored-strip');
    await expect(strip.getByRole('heading', { level: 2, name: p.heading })).toBeVisible();
    const cards = strip.getByTestId('sponsored-card');
    await expect(cards.first()).toBeVisible();
    // At most three running sponsorships are shown, each labelled and linking to its ad.
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (const card of await cards.all()) {
      await expect(card.getByTestId('sponsored-label')).toHaveText(p.label);
      expect(await card.getAttribute('data-ad-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Above the listing itself.
    const stripBox = await strip.boundingBox();
    const listBox = await page.getByTestId('ad-card').first().boundingBox();
    expect((stripBox?.y ?? 0) + (stripBox?.height ?? 0)).toBeLessThanOrEqual(listBox?.y ?? 0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `promotion-home-${look}`);
    await otherLook(page, language, 'promotion-home', () =>
      expect(strip.getByTestId('sponsored-card').first()).toBeVisible(),
    );
    expect(consoleErrors).toEqual([]);
  });

  test(`a category page shows its paid ads first, with the badge (${language})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    const [first] = await apiItems<AdListItem>(
      page,
      apiPath(adsApi.listAds, { query: { city: 'tampa', limit: 1 } }),
    );
    expect(first?.is_paid).toBe(true);
    const slug = first?.category.slug ?? '';
    const cards = page.getByRole('main').getByTestId('ad-card');
    let paidCount = 0;
    // Other journeys post and pay for ads in Tampa meanwhile: the page is compared with the API's
    // answer read right after it, and read again if an ad changed places in between.
    await expect(async () => {
      await page.goto(`/tampa/${slug}`);
      await expect(cards.first()).toBeVisible();
      const order = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-ad-id')));
      const listed = await apiItems<AdListItem>(
        page,
        apiPath(adsApi.listAds, { query: { city: 'tampa', category: slug, limit: 24 } }),
      );
      paidCount = listed.findIndex((ad) => !ad.is_paid);
      expect(paidCount).toBeGreaterThan(0);
      expect(order.slice(0, listed.length)).toEqual(listed.map((ad) => ad.id));
    }).toPass({ timeout: 30_000 });
    for (let i = 0; i < paidCount; i++) await expect(cards.nth(i)).toContainText(ui.ads.featured);
    await expect(cards.nth(paidCount)).not.toContainText(ui.ads.featured);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `promotion-category-${look}`);
  });

  test(`the admin's category form offers the church / community flag (${language})`, async ({ page }) => {
    const c = catalogMessages[language];
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    await signInByApi(page, 'admin');
    await page.goto('/admin/categories');
    const row = catalogRow(page, COMMUNITY_SLUG);
    await expect(row).toBeVisible();
    const name = language === 'uk' ? 'Церкви та громада' : 'Churches & Community';
    await row.getByRole('button', { name: fill(c.actions.edit, { name }) }).click();
    const edit = page.getByRole('dialog', { name: c.categories.form.editTitle });
    const flag = edit.getByRole('checkbox', { name: c.categories.form.community });
    await expect(flag).toBeChecked();
    await expect(edit).toContainText(c.categories.form.communityHint);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `promotion-admin-category-${look}`);
    await page.keyboard.press('Escape');
    await expect(edit).toHaveCount(0);

    await page.getByTestId('catalog-add').click();
    const add = page.getByRole('dialog', { name: c.categories.form.addTitle });
    await expect(add.getByRole('checkbox', { name: c.categories.form.community })).not.toBeChecked();
  });
}
