import { expect as baseExpect, type Page } from '@playwright/test';
import * as adminCatalogApi from '../shared/api/admin-catalog';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as meApi from '../shared/api/me';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import { myAds as enMyAds } from '../shared/i18n/en/my-ads';
import { myAds as ukMyAds } from '../shared/i18n/uk/my-ads';
import type { Ad } from '../shared/schemas/ads';
import { dismissToast } from './admin-support';
import { expectPath, fillSignIn, journeyIn, originOf, signOutByApi, test } from './auth-support';
import { linkIn, mailsTo } from './outbox';
import { newAdminApi, newPerson, signInAs } from './people';
import { expectNoSeriousAxeViolations, shot, startJourney } from './support';

// Expiry and renewal (issue 20): an owner is reminded before an ad expires, follows the mail's link,
// signs in and the ad is renewed; an expired ad shows as "Expired" in My Ads with Renew.
const myAdsMessages = { en: enMyAds, uk: ukMyAds };
// The expiry job's pass, sign-in (scrypt) and the embedded database queue up on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const DAY = 86_400_000;

const row = (page: Page, id: string) => page.locator(`[data-testid="my-ad"][data-ad-id="${id}"]`);

async function ownAd(page: Page, id: string): Promise<Ad> {
  const res = await page.request.get(apiPath(meApi.listOwnAds));
  expect(res.status()).toBe(200);
  const ad = ((await res.json()) as { items: Ad[] }).items.find((item) => item.id === id);
  if (!ad) throw new Error(`ad ${id} not in My Ads`);
  return ad;
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const t = myAdsMessages[language];
  const ui = journeyIn(language).t;

  test(`expiry: the reminder's link renews the ad after sign-in; an expired ad offers Renew (${language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    const admin = await newAdminApi(page);
    const owner = await newPerson(page, 'user');
    const stamp = `${language}${Date.now().toString(36)}`;

    // A category whose ads live one day: approved, an ad is at once within the 3 reminder days.
    const category = await admin.post(apiPath(adminCatalogApi.createCategory), {
      data: {
        name_en: `Short-lived ${stamp}`,
        name_uk: `Недовгі ${stamp}`,
        slug: `short-${stamp}`,
        ad_lifetime_days: 1,
      },
    });
    expect(category.status(), await category.text()).toBe(201);
    const categoryId = ((await category.json()) as { id: string }).id;
    const cities = (await (await page.request.get(apiPath(catalogApi.listCities))).json()) as {
      items: { id: string }[];
    };

    // The owner posts two ads in the page's language (the reminder is written in it).
    await signInAs(page, owner);
    const post = async (title: string) => {
      const res = await page.request.post(apiPath(adsApi.createAd), {
        data: {
          title,
          description: '<p>Still in good shape.</p>',
          price: 40,
          category_id: categoryId,
          city_id: cities.items[0]?.id,
          email: 'owner@example.com',
          is_event: false,
        },
        headers: originOf(page),
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const reminded = await post(`Garden chairs ${stamp}`);
    const lapsed = await post(`Bookshelf ${stamp}`);
    for (const id of [reminded, lapsed]) {
      const approved = await admin.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
        data: { status: 'approved' },
      });
      expect(approved.status()).toBe(200);
    }
    const before = await ownAd(page, reminded);

    // The expiry job sends the reminder: in the owner's language, with one link to renew.
    await expect
      .poll(
        () => mailsTo(owner.email).find((mail) => mail.text.includes(`/my-ads?renew=${reminded}`)) ?? null,
      )
      .not.toBeNull();
    const mail = mailsTo(owner.email).find((m) => m.text.includes(`/my-ads?renew=${reminded}`)) ?? null;
    expect(mail?.subject).toMatch(language === 'uk' ? /діє до/ : /expires on/);
    const link = linkIn(mail, '/my-ads');
    expect(link).toContain(`renew=${reminded}`);

    // Meanwhile the admin makes the category's ads live 20 days, and marks the other ad expired.
    const longer = await admin.patch(
      apiPath(adminCatalogApi.updateCategory, { params: { id: categoryId } }),
      { data: { ad_lifetime_days: 20 } },
    );
    expect(longer.status()).toBe(200);
    expect(
      (
        await admin.patch(apiPath(moderationApi.moderateAd, { params: { id: lapsed } }), {
          data: { status: 'expired' },
        })
      ).status(),
    ).toBe(200);

    // Signed out, the link asks to sign in first, then renews the ad and shows the new expiry.
    await signOutByApi(page);
    await page.goto(link ?? '');
    await expectPath(page, '/login');
    await fillSignIn(page, language, owner.email, owner.password);
    await expectPath(page, '/my-ads');
    await expect(page).not.toHaveURL(/renew=/);
    // It says so (and the toast is closed before the accessibility check).
    await dismissToast(page, t.renewed.split('{{')[0] ?? '', ui.a11y.closeNotification);
    const renewedRow = row(page, reminded);
    await expect(renewedRow.getByTestId('ad-expiry')).toHaveAttribute('data-expires-at', /\d{4}-/);
    const after = await ownAd(page, reminded);
    expect(Date.parse(after.expires_at ?? '')).toBeGreaterThan(
      Date.parse(before.expires_at ?? '') + 18 * DAY,
    );
    await expect(renewedRow.getByTestId('ad-expiry')).toHaveAttribute(
      'data-expires-at',
      after.expires_at ?? '',
    );
    await expect(renewedRow.getByTestId('ad-expiry')).toContainText(t.runsUntil.split('{{')[0]?.trim() ?? '');
    await expect(renewedRow.getByTestId('ad-status')).toHaveAttribute('data-status', 'approved');
    // 20 days away: outside the 7-day window, so no Renew now.
    await expect(renewedRow.getByTestId('renew-ad')).toHaveCount(0);

    // The expired ad: "Expired", why, and Renew.
    const expiredRow = row(page, lapsed);
    await expect(expiredRow.getByTestId('ad-status')).toHaveText(t.status.expired);
    await expect(expiredRow.getByTestId('ad-status-hint')).toHaveText(t.statusHint.expired);
    await expect(expiredRow.getByTestId('ad-expiry')).toContainText(t.expiredOn.split('{{')[0]?.trim() ?? '');
    await expect(expiredRow.getByRole('button', { name: t.renew })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `expiry-my-ads-${language}-${theme}-${viewport.width}`);

    // The other width and theme: the same, still accessible.
    await page.setViewportSize(other);
    await page.evaluate((value) => localStorage.setItem('theme', value), otherTheme);
    await page.reload();
    await expect(row(page, lapsed).getByRole('button', { name: t.renew })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `expiry-my-ads-${language}-${otherTheme}-${other.width}`);

    // Renew from My Ads: published again, its new expiry shown.
    await row(page, lapsed).getByRole('button', { name: t.renew }).click();
    await expect(row(page, lapsed).getByTestId('ad-status')).toHaveAttribute('data-status', 'approved');
    await expect(row(page, lapsed).getByTestId('renew-ad')).toHaveCount(0);
    expect((await ownAd(page, lapsed)).status).toBe('approved');

    for (const id of [reminded, lapsed])
      expect((await admin.delete(apiPath(adsApi.deleteAd, { params: { id } }))).status()).toBe(204);
    expect(
      (await admin.delete(apiPath(adminCatalogApi.deleteCategory, { params: { id: categoryId } }))).status(),
    ).toBe(200);
    expect(consoleErrors).toEqual([]);
  });
}
