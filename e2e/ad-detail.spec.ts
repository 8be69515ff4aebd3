import { type APIRequestContext, type Browser, expect as baseExpect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Language } from '../shared/constants';
import { adDetail as enDetail } from '../shared/i18n/en/ad-detail';
import { myAds as enMyAds } from '../shared/i18n/en/my-ads';
import { adDetail as ukDetail } from '../shared/i18n/uk/ad-detail';
import { myAds as ukMyAds } from '../shared/i18n/uk/my-ads';
import type { Ad } from '../shared/schemas/ads';
import {
  demoLogin,
  expectPath,
  journeyIn,
  originOf,
  registerByApi,
  signInByApi,
  signOutByApi,
  test,
  uniqueEmail,
} from './auth-support';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot, withPreferences } from './support';

const detailMessages = { en: enDetail, uk: ukDetail };
const myAdsMessages = { en: enMyAds, uk: ukMyAds };
// Image processing (sharp), sign-up (scrypt) and the embedded database queue up on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

type Theme = 'dark' | 'light';
type Viewport = { width: number; height: number };

async function showAs(page: Page, viewport: Viewport, theme: Theme) {
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

/**
 * Console errors and failed requests, except the page loads of an unpublished ad: the server answers
 * their HTML with 404 (nothing for search engines), which the browser logs, while the app shows the
 * ad to its owner and admins.
 */
function collectFailures(page: Page): () => string[] {
  const failed: string[] = [];
  const errors = collectConsoleErrors(page);
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      failed.push(`${response.status()} ${response.url()}`);
  });
  return () => [...failed, ...errors.filter((error) => !error.includes('status of 404'))];
}

/** Closes the toast with `text` (and waits until it has gone), so axe checks the page itself. */
async function dismissToast(page: Page, text: string, closeLabel: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.getByRole('button', { name: closeLabel }).click();
  await expect(toast).toHaveCount(0);
}

/** The demo admin signed in on a request context of its own (its own client address for the limiter). */
async function adminApi(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': address },
  });
  expect((await api.post('/api/auth/sign-in/email', { data: demoLogin('admin') })).status()).toBe(200);
  return api;
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
async function adWithThreePhotos(api: APIRequestContext, language: Language): Promise<Ad> {
  const res = await api.get('/api/v1/admin/ads', { params: { status: 'approved', limit: 100 } });
  expect(res.status()).toBe(200);
  const paid = ((await res.json()) as { items: Ad[] }).items.filter(
    (ad) => ad.is_paid && ad.city.name !== 'Tampa',
  );
  const ad = paid.at(language === 'uk' ? -1 : -2);
  if (!ad) throw new Error('the demo data has too few paid ads');
  const form = new FormData();
  for (const [i, colour] of ['#1d4ed8', '#c2410c', '#15803d'].entries())
    form.append('images', await numberedPhoto(i + 1, colour), `photo-${i + 1}.jpg`);
  const upload = await api.post(`/api/v1/ads/${ad.id}/images`, { multipart: form });
  expect(upload.status()).toBe(200);
  return ad;
}

/** Posts an ad (an event on 17 May 2031) as the signed-in page's person: it waits for a moderator. */
async function postEvent(page: Page, title: string) {
  const items = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { items: { id: string }[] }).items;
  const [categories, cities] = await Promise.all([items('/api/v1/categories'), items('/api/v1/cities')]);
  const posted = await page.request.post('/api/v1/ads', {
    headers: originOf(page),
    data: {
      title,
      description: '<p>Songs, pyrohy and a raffle.</p>',
      price: 15,
      category_id: categories[0]?.id,
      city_id: cities[0]?.id,
      email: 'events@example.com',
      is_event: true,
      event_date: '2031-05-17T15:30:00.000Z',
      event_end_date: '2031-05-17T19:00:00.000Z',
    },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

/** What a visitor (a fresh browser context, nobody signed in) sees at the ad's address. */
async function visitorSees(browser: Browser, id: string, language: Language) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await withPreferences(visitor, { language });
  await visitor.goto(`/ads/${id}`);
  const heading = (await visitor.getByRole('heading', { level: 1 }).textContent())?.trim();
  await context.close();
  return heading;
}

for (const language of ['uk', 'en'] as const) {
  const { t: ui, viewport, other, theme, otherTheme } = journeyIn(language);
  const t = detailMessages[language];
  const mine = myAdsMessages[language];
  const name = (what: string, width: number, mode: Theme) => `ad-detail-${what}-${language}-${mode}-${width}`;

  test(`a visitor views the photos full size and shares the ad, with no owner actions (${language})`, async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const failures = collectFailures(page);
    const api = await adminApi(playwright, baseURL ?? '');
    const ad = await adWithThreePhotos(api, language);
    await api.dispose();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
    await expect(page.getByTestId('ad-byline')).toContainText(ad.user_display_name);

    // Nothing to manage for a visitor.
    for (const testId of ['ad-manage', 'ad-moderation', 'ad-moderation-notice', 'ad-edit', 'ad-delete'])
      await expect(page.getByTestId(testId)).toHaveCount(0);

    // The viewer: counter, arrows and buttons (wrapping around), Escape, focus back on the photo.
    const open = page.getByTestId('gallery-open');
    await expect(open).toHaveAccessibleName(fill(t.gallery.open, { index: 1, total: 3 }));
    await open.click();
    const viewer = page.getByRole('dialog', { name: fill(t.viewer.title, { title: ad.title }) });
    await expect(viewer).toBeVisible();
    const counter = viewer.getByTestId('image-viewer-counter');
    await expect(counter).toHaveText('1 / 3');
    const photo = viewer.getByTestId('image-viewer-image');
    await expect(photo).toHaveAttribute('alt', fill(t.viewer.alt, { index: 1, total: 3, title: ad.title }));
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 3');
    await viewer.getByRole('button', { name: t.viewer.next }).click();
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('3 / 3');
    await viewer.getByRole('button', { name: t.viewer.previous }).click();
    await expect(counter).toHaveText('2 / 3');
    await expect(photo).toHaveJSProperty('complete', true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('viewer', viewport.width, theme));
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(open).toBeFocused();
    // The gallery stays on the photo last seen.
    await expect(open).toHaveAccessibleName(fill(t.gallery.open, { index: 2, total: 3 }));

    // Share links carry the canonical address.
    const canonical = `${new URL(page.url()).origin}/ads/${ad.id}`;
    const share = page.getByTestId('share-ad');
    const telegram = share.getByTestId('share-telegram');
    await expect(telegram).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(canonical)}&text=${encodeURIComponent(ad.title)}`,
    );
    const facebook = share.getByTestId('share-facebook');
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`,
    );
    for (const link of [telegram, facebook]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(telegram).toHaveAccessibleName(`${t.share.telegram} ${t.share.newTab}`);

    await share.getByRole('button', { name: t.share.copy }).click();
    await expect(page.getByText(t.share.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await dismissToast(page, t.share.copied, ui.a11y.closeNotification);
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('visitor', viewport.width, theme));

    // The other width and theme, page and viewer.
    await showAs(page, other, otherTheme);
    await expect(page.getByTestId('share-ad')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('visitor', other.width, otherTheme));
    await page.getByTestId('gallery-open').click();
    await expect(page.getByTestId('image-viewer-counter')).toHaveText('1 / 3');
    await expect(page.getByTestId('image-viewer-image')).toHaveJSProperty('complete', true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('viewer', other.width, otherTheme));
    expect(failures()).toEqual([]);

    // A browser that refuses the clipboard gets the link selected; one with a share sheet offers it.
    const refusing = await context.newPage();
    await refusing.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await refusing.setViewportSize(viewport);
    await withPreferences(refusing, { language, theme });
    await refusing.goto(`/ads/${ad.id}`);
    await refusing.getByTestId('share-copy').click();
    const field = refusing.getByTestId('share-link-field');
    await expect(field).toHaveValue(canonical);
    await expect(field).toBeFocused();
    const selected = await field.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    );
    expect(selected).toBe(canonical);
    await refusing.getByRole('button', { name: t.share.native }).click();
    await expect
      .poll(() => refusing.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(canonical);
    await expectNoSeriousAxeViolations(refusing);
    await shot(refusing, name('copy-refused', viewport.width, theme));
  });

  test(`the owner sees the moderation notice, the event times, and deletes the ad (${language})`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const failures = collectFailures(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    const email = uniqueEmail('ad-detail', language);
    await registerByApi(
      page,
      { name: `Owner ${language}`, email, password: 'lantern-meadow-83' },
      { signedIn: true },
    );
    const title = `Spring concert ${language} ${Date.now()}`;
    const id = await postEvent(page, title);

    await page.goto(`/ads/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const notice = page.getByTestId('ad-moderation-notice');
    await expect(notice).toHaveAttribute('data-status', 'pending');
    await expect(notice).toContainText(t.notice.pendingTitle);
    await expect(notice).toContainText(t.notice.pendingBody);
    // The profile's display name is the part of the address before the @ (SPEC 4).
    await expect(page.getByTestId('ad-byline')).toContainText(email.split('@')[0] ?? email);
    const manage = page.getByTestId('ad-manage');
    await expect(manage.getByRole('link', { name: t.manage.edit })).toHaveAttribute('href', `/edit-ad/${id}`);
    await expect(manage.getByRole('button', { name: t.manage.delete })).toBeVisible();
    await expect(page.getByTestId('ad-moderation')).toHaveCount(0);
    // Nothing to share before a moderator approves it.
    await expect(page.getByTestId('share-ad')).toHaveCount(0);

    // Start and end, date and time, as the reader's language writes them.
    const locale = language === 'uk' ? 'uk-UA' : 'en-US';
    for (const [key, iso] of [
      ['start', '2031-05-17T15:30:00.000Z'],
      ['end', '2031-05-17T19:00:00.000Z'],
    ] as const) {
      const expected = await page.evaluate(
        ([when, lang]) =>
          new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when)),
        [iso, locale] as const,
      );
      await expect(page.getByTestId(`ad-fact-${key}`)).toContainText(expected);
    }
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('owner-pending', viewport.width, theme));
    expect(await visitorSees(browser, id, language)).toBe(ui.notFound.adTitle);

    // Rejected with a reason: the owner reads it.
    const api = await adminApi(playwright, baseURL ?? '');
    const reason = `Please add the venue address (${language})`;
    const rejected = await api.patch(`/api/v1/admin/ads/${id}`, {
      data: { status: 'rejected', rejection_reason: reason },
    });
    expect(rejected.status()).toBe(200);
    await api.dispose();
    await showAs(page, other, otherTheme);
    await expect(notice).toHaveAttribute('data-status', 'rejected');
    await expect(notice).toContainText(t.notice.rejectedTitle);
    await expect(page.getByTestId('ad-rejection-reason')).toHaveText(fill(t.notice.reason, { reason }));
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('owner-rejected', other.width, otherTheme));

    // Delete, confirmed: a toast, then the owner's list.
    await manage.getByRole('button', { name: t.manage.delete }).click();
    const dialog = page.getByRole('dialog', { name: mine.deleteDialog.title });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: mine.deleteDialog.confirm }).click();
    await expect(page.getByText(mine.deleted)).toBeVisible();
    await expectPath(page, '/my-ads');
    expect((await page.request.get(`/api/v1/ads/${id}`)).status()).toBe(404);
    expect(failures()).toEqual([]);
  });

  test(`an admin approves a pending ad from its page, then rejects and deletes it (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const failures = collectFailures(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    const email = uniqueEmail('ad-detail-admin', language);
    await registerByApi(
      page,
      { name: `Poster ${language}`, email, password: 'harbour-lantern-52' },
      { signedIn: true },
    );
    const title = `Choir evening ${language} ${Date.now()}`;
    const id = await postEvent(page, title);
    await signOutByApi(page);
    await signInByApi(page, 'admin');

    await page.goto(`/ads/${id}`);
    const moderation = page.getByTestId('ad-moderation');
    const status = moderation.getByTestId('ad-status');
    await expect(status).toHaveAttribute('data-status', 'pending');
    await expect(status).toHaveText(mine.status.pending);
    await expect(page.getByTestId('ad-moderation-notice')).toHaveCount(0);
    await expect(page.getByTestId('ad-edit')).toHaveAttribute('href', `/edit-ad/${id}`);
    await expect(page.getByTestId('ad-delete')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('ad-manage').scrollIntoViewIfNeeded();
    await shot(page, name('admin-pending', viewport.width, theme));
    expect(await visitorSees(browser, id, language)).toBe(ui.notFound.adTitle);

    await moderation.getByRole('button', { name: t.manage.approve }).click();
    await expect(page.getByText(t.manage.approved)).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'approved');
    await expect(moderation.getByRole('button', { name: t.manage.approve })).toHaveCount(0);
    expect(await visitorSees(browser, id, language)).toBe(title);

    // Reject with a reason (the moderation page's dialog): the chip and the reason follow.
    await moderation.getByRole('button', { name: t.manage.reject }).click();
    const dialog = page.getByTestId('reject-dialog');
    await expect(dialog.getByRole('dialog')).toBeVisible();
    const reason = `Duplicate of another ad (${language})`;
    await dialog.getByTestId('reject-reason').fill(reason);
    await dialog.getByTestId('confirm-reject').click();
    await expect(page.getByText(t.manage.rejected)).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'rejected');
    await expect(moderation.getByTestId('ad-moderation-reason')).toHaveText(
      fill(t.manage.reason, { reason }),
    );
    await expect(dialog.getByRole('dialog')).toHaveCount(0);
    await showAs(page, other, otherTheme);
    await expect(status).toHaveAttribute('data-status', 'rejected');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('ad-manage').scrollIntoViewIfNeeded();
    await shot(page, name('admin-rejected', other.width, otherTheme));
    expect(await visitorSees(browser, id, language)).toBe(ui.notFound.adTitle);

    // An admin who deletes someone's ad goes home.
    await page.getByTestId('ad-delete').click();
    await page
      .getByRole('dialog', { name: mine.deleteDialog.title })
      .getByRole('button', {
        name: mine.deleteDialog.confirm,
      })
      .click();
    await expect(page.getByText(mine.deleted)).toBeVisible();
    await expectPath(page, '/');
    expect(failures()).toEqual([]);
  });
}
