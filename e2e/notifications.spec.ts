import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import { notifications as enNotifications } from '../shared/i18n/en/notifications';
import { notifications as ukNotifications } from '../shared/i18n/uk/notifications';
import { journeyIn, originOf, signedUpPerson, test } from './auth-support';
import { signInByApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot } from './support';

const texts = { en: enNotifications, uk: ukNotifications };
const expect = baseExpect.configure({ timeout: 15_000 });

/** A pending ad of the signed-in person in `page`, posted through the API. */
async function postAd(page: Page, title: string): Promise<string> {
  const list = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { items: { id: string }[] }).items[0]?.id;
  const res = await page.request.post(apiPath(adsApi.createAd), {
    data: {
      title,
      description: '<p>Barely used.</p>',
      category_id: await list(apiPath(catalogApi.listCategories)),
      city_id: await list(apiPath(catalogApi.listCities)),
      is_event: false,
    },
    headers: originOf(page),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** An admin, in a browser context of their own, moderates the ad through the API. */
async function moderate(browser: Browser, baseURL: string, adId: string, change: object) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await signInByApi(page, 'admin');
  const res = await page.request.patch(apiPath(moderationApi.moderateAd, { params: { id: adId } }), {
    data: change,
    headers: originOf(page),
  });
  expect(res.status()).toBe(200);
  await context.close();
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme } = journeyIn(language);
  const t = texts[language];

  test(`the bell tells the owner what a moderator decided (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    await signedUpPerson(page, language, 'bell');
    const title = `Kayak ${language} ${Date.now()}`;
    const adId = await postAd(page, title);

    await page.reload();
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(t.bell);
    await bell.click();
    await expect(page.getByRole('dialog', { name: t.heading })).toContainText(t.empty);
    await page.keyboard.press('Escape');

    await moderate(browser, baseURL ?? '', adId, { status: 'rejected', rejection_reason: 'Add a photo' });
    await page.reload();
    await expect(bell).toHaveAccessibleName(t.bellUnread_one.replace('{{count}}', '1'));
    await bell.click();
    const panel = page.getByRole('dialog', { name: t.heading });
    const notice = panel.getByTestId('notification');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(t.adRejected.replace('{{title}}', title));
    await expect(notice).toContainText(t.reason.replace('{{reason}}', 'Add a photo'));
    await expect(notice).toHaveAttribute('data-read', 'false');
    await expectNoSeriousAxeViolations(page);
    await shot(page, `notifications-${language}-${theme}-${viewport.width}`);

    // Opening the notice shows the ad and marks it read.
    await notice.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/ads/${adId}`);
    await expect(bell).toHaveAccessibleName(t.bell);

    await moderate(browser, baseURL ?? '', adId, { status: 'approved' });
    await page.reload();
    await expect(bell).toHaveAccessibleName(t.bellUnread_one.replace('{{count}}', '1'));
    await bell.click();
    await expect(panel.getByTestId('notification').first()).toContainText(
      t.adApproved.replace('{{title}}', title),
    );
    await panel.getByRole('button', { name: t.markAllRead }).click();
    // The open panel hides the rest of the page from assistive technology: read the label itself.
    await expect(bell).toHaveAttribute('aria-label', t.bell);
    await expect(panel.getByTestId('notification')).toHaveCount(2);
    for (const item of await panel.getByTestId('notification').all()) {
      await expect(item).toHaveAttribute('data-read', 'true');
    }
    expect(consoleErrors).toEqual([]);
  });
}
