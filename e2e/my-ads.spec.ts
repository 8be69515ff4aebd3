import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { myAds as enMyAds } from '../shared/i18n/en/my-ads';
import { myAds as ukMyAds } from '../shared/i18n/uk/my-ads';
import type { Ad } from '../shared/schemas/ads';
import { expectPath, journeyIn, originOf, signedUpPerson, test } from './auth-support';
import { demoLogin } from './demo-logins';
import { signInAs } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot, startJourney } from './support';

const myAdsMessages = { en: enMyAds, uk: ukMyAds };
// Sign-up (scrypt) and the embedded database queue up when the machine is busy: more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

type Theme = 'dark' | 'light';

async function ownAds(page: Page): Promise<Ad[]> {
  const res = await page.request.get(apiPath(meApi.listOwnAds));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Ad[] }).items;
}

const row = (page: Page, id: string) => page.locator(`[data-testid="my-ad"][data-ad-id="${id}"]`);

/** Switches the stored theme and reloads, as a returning visitor with the other theme would see it. */
async function showAs(page: Page, viewport: { width: number; height: number }, theme: Theme) {
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

/** The row's status chip says the status in words (with an icon), and the line under it explains it. */
async function expectStatus(item: Locator, language: Language, ad: Pick<Ad, 'status' | 'event_ended'>) {
  const t = myAdsMessages[language];
  const chip = item.getByTestId('ad-status');
  await expect(chip).toHaveAttribute('data-status', ad.status);
  await expect(chip).toHaveText(t.status[ad.status]);
  await expect(chip.locator('svg')).toHaveCount(1);
  const ended = ad.status === 'expired' && ad.event_ended;
  await expect(item.getByTestId('ad-status-hint')).toHaveText(
    ended ? t.statusHint.eventEnded : t.statusHint[ad.status],
  );
  // An ended event is renewed by giving it new dates (Edit), never by Renew.
  if (ended) await expect(item.getByRole('button', { name: t.renew })).toHaveCount(0);
}

/** A valid ad for adsApi.createAd in the first city and category. */
async function adBody(page: Page, title: string) {
  const [cities, categories] = await Promise.all(
    [apiPath(catalogApi.listCities), apiPath(catalogApi.listCategories)].map(
      async (path) => ((await (await page.request.get(path)).json()) as { items: { id: string }[] }).items,
    ),
  );
  return {
    title,
    description: '<p>Solid oak, seats six.</p>',
    price: 240,
    category_id: categories?.[0]?.id,
    city_id: cities?.[0]?.id,
    email: 'table@example.com',
    telephone: '+1 (813) 555-0142',
    is_event: false,
  };
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const t = myAdsMessages[language];
  const ui = journeyIn(language).t;
  const suffix = (width: number, mode: Theme) => `${language}-${mode}-${width}`;

  test(`my ads: the demo user's ads, newest first, with their statuses and edit links (${language})`, async ({
    page,
  }) => {
    // Signed out, the page asks to sign in first.
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/my-ads');
    await expectPath(page, '/login');
    await signInAs(page, demoLogin('user'));

    const ads = await ownAds(page);
    const statuses = new Set(ads.map((ad) => ad.status));
    // The demo data gives the demo user a waiting, a rejected and approved ads; its events that have
    // ended expired at their end (the expiry job's first pass) and stay listed as ended.
    expect([...statuses].filter((status) => status !== 'expired').sort()).toEqual([
      'approved',
      'pending',
      'rejected',
    ]);
    for (const ad of ads.filter((own) => own.status === 'expired')) expect(ad.event_ended).toBe(true);
    const created = ads.map((ad) => Date.parse(ad.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    await page.goto('/my-ads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.myAds));
    await expect(page.getByTestId('my-ads-post')).toHaveAttribute('href', '/post-ad');
    await expect(page.getByTestId('my-ads-post')).toHaveText(t.postAd);
    for (const ad of ads) await expect(row(page, ad.id)).toBeVisible();

    // Same order as the API (ads another test adds meanwhile may sit in between).
    const ids = ads.map((ad) => ad.id);
    const shown = await page
      .getByTestId('my-ad')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-ad-id')));
    expect(shown.filter((id) => id !== null && ids.includes(id))).toEqual(ids);

    for (const ad of ads) {
      const item = row(page, ad.id);
      await expectStatus(item, language, ad);
      const title = item.getByTestId('my-ad-title');
      await expect(title).toHaveText(ad.title);
      await expect(title).toHaveAttribute('href', `/ads/${ad.id}`);
      await expect(item.getByRole('link', { name: t.edit })).toHaveAttribute('href', `/edit-ad/${ad.id}`);
      await expect(item.getByRole('button', { name: t.delete })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
    await shot(page, `my-ads-${suffix(viewport.width, theme)}`);

    // The other width and theme: same rows, still accessible.
    await showAs(page, other, otherTheme);
    for (const ad of ads) await expectStatus(row(page, ad.id), language, ad);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `my-ads-${suffix(other.width, otherTheme)}`);

    // Edit opens the ad's edit page.
    const first = ads[0];
    if (!first) throw new Error('the demo user has no ads');
    await row(page, first.id).getByRole('link', { name: t.edit }).click();
    await expectPath(page, `/edit-ad/${first.id}`);
    expect(consoleErrors).toEqual([]);
  });

  test(`my ads: a new person sees the empty state, then deletes an ad through the dialog (${language})`, async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    await signedUpPerson(page, language, 'my-ads');

    await page.goto('/my-ads');
    const empty = page.getByTestId('my-ads-empty');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('heading', { level: 2 })).toHaveText(t.empty.title);
    await expect(empty.getByRole('link', { name: t.empty.action })).toHaveAttribute('href', '/post-ad');
    await expectNoSeriousAxeViolations(page);
    await shot(page, `my-ads-empty-${suffix(viewport.width, theme)}`);

    // An ad posted through the API waits for a moderator.
    const title = `Oak table ${language} ${Date.now()}`;
    const posted = await page.request.post(apiPath(adsApi.createAd), {
      data: await adBody(page, title),
      headers: originOf(page),
    });
    expect(posted.status()).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    await page.reload();
    const item = row(page, id);
    await expect(item).toBeVisible();
    await expectStatus(item, language, { status: 'pending', event_ended: false });
    await expect(page.getByTestId('my-ads-count')).toHaveText(t.count_one.replace('{{count}}', '1'));

    // Cancel keeps it.
    await item.getByRole('button', { name: t.delete }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteDialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `my-ads-delete-${suffix(viewport.width, theme)}`);
    await dialog.getByRole('button', { name: t.deleteDialog.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(item).toBeVisible();
    await expect(item.getByRole('button', { name: t.delete })).toBeFocused();

    // Delete removes it: a toast, the empty state again, focus on the heading, and the API agrees.
    await item.getByRole('button', { name: t.delete }).click();
    await dialog.getByRole('button', { name: t.deleteDialog.confirm }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(page.getByTestId('my-ads-empty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect((await ownAds(page)).map((ad) => ad.id)).not.toContain(id);
    expect((await page.request.get(apiPath(adsApi.getAd, { params: { id } }))).status()).toBe(404);

    await showAs(page, other, otherTheme);
    await expect(page.getByTestId('my-ads-empty')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `my-ads-empty-${suffix(other.width, otherTheme)}`);
    expect(consoleErrors).toEqual([]);
  });
}
