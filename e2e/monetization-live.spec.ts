import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { adminMonetization as enTexts } from '../shared/i18n/en/admin-monetization';
import { adminMonetization as ukTexts } from '../shared/i18n/uk/admin-monetization';
import { test } from './auth-support';
import { approvedAdOf, setSetting } from './billing-support';
import { newAdminApi, signInByApi } from './people';
import {
  expectNoSeriousAxeViolations,
  messages,
  patientExpect,
  shot,
  WIDTHS,
  withPreferences,
} from './support';

// The monetisation switches travel live: an admin turns monetisation off on /admin/monetization and
// a visitor's open page loses its Pricing link and the admin's open My Ads its Promote buttons, without
// a reload; on again, they come back. The switches are shared by the whole site: these tests take
// turns and put the defaults back.

const texts = { en: enTexts, uk: ukTexts };
test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
const setSwitch = (key: string, enabled: boolean) => setSetting(api, key, enabled);

test.beforeAll(async ({ baseURL }) => {
  api = await newAdminApi(baseURL ?? '');
});
test.afterEach(async () => {
  await setSwitch('monetization_enabled', true);
  await setSwitch('pricing_page_enabled', true);
});
test.afterAll(async () => {
  await api.dispose();
});

/** The visitor's Pricing link: in the footer on desktop, in the open menu on phones. */
function pricingLink(page: Page, language: 'uk' | 'en') {
  return page.getByRole('link', { name: messages[language].pages.pricing, exact: true });
}

async function openPage(context: BrowserContext, language: 'uk' | 'en', path: string) {
  const page = await context.newPage();
  await withPreferences(page, { language, theme: language === 'en' ? 'light' : 'dark' });
  await page.goto(path);
  return page;
}

for (const language of ['uk', 'en'] as const) {
  const t = texts[language];
  const viewport = language === 'en' ? WIDTHS.desktop : WIDTHS.phone;

  test(`monetisation off and on reaches an open page without a reload (${language})`, async ({
    browser,
    extraHTTPHeaders,
  }) => {
    const visitorContext = await browser.newContext({ viewport, extraHTTPHeaders });
    const adminContext = await browser.newContext({ viewport: WIDTHS.desktop, extraHTTPHeaders });
    try {
      const visitor = await openPage(visitorContext, language, '/');
      if (language === 'uk') await visitor.getByTestId('mobile-menu-button').click();
      await patientExpect(pricingLink(visitor, language)).toBeVisible();
      // Anything set on the window survives only if the page is never reloaded.
      await visitor.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      const admin = await openPage(adminContext, language, '/');
      await signInByApi(admin, 'admin');
      await approvedAdOf(admin, `Live switch ${language} ${Date.now()}`);
      // The admin's own approved ad, with its Promote button, open in another tab.
      const myAds = await openPage(adminContext, language, '/my-ads');
      await patientExpect(myAds.getByTestId('upgrade-ad-button').first()).toBeVisible();
      await admin.goto('/admin/monetization');
      const master = admin.getByRole('switch', { name: t.master.label });
      await patientExpect(master).toBeChecked();
      await expect(admin.getByTestId('setting-effect-pricing_page_enabled')).toHaveText(t.status.on);

      await master.click();
      await patientExpect(
        admin
          .locator('[data-sonner-toast]')
          .filter({ hasText: t.toast.turnedOff.replace('{{name}}', t.master.label) }),
      ).toBeVisible();
      await expect(master).not.toBeChecked();
      await expect(admin.getByTestId('setting-effect-pricing_page_enabled')).toHaveText(t.status.offByMaster);
      await expect(admin.getByTestId('setting-effect-subscriptions_enabled')).toHaveText(t.status.off);
      // The feature's own switch stays on: only its effect changed.
      await expect(admin.getByRole('switch', { name: t.features.pricing_page.label })).toBeChecked();
      await admin.evaluate(() => window.scrollTo(0, 0));
      await shot(admin, `admin-monetization-master-off-${language}-1440`);

      await patientExpect(pricingLink(visitor, language)).toHaveCount(0);
      await patientExpect(myAds.getByTestId('upgrade-ad-button')).toHaveCount(0);
      await master.click();
      await patientExpect(
        admin
          .locator('[data-sonner-toast]')
          .filter({ hasText: t.toast.turnedOn.replace('{{name}}', t.master.label) }),
      ).toBeVisible();
      await expect(admin.getByTestId('setting-effect-pricing_page_enabled')).toHaveText(t.status.on);
      await patientExpect(pricingLink(visitor, language)).toBeVisible();
      await patientExpect(myAds.getByTestId('upgrade-ad-button').first()).toBeVisible();
      expect(await visitor.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
        true,
      );
    } finally {
      await setSwitch('monetization_enabled', true);
      await visitorContext.close();
      await adminContext.close();
    }
  });

  test(`the admin page: each switch and its effect, accessible, both widths and themes (${language})`, async ({
    page,
  }) => {
    const [first, second] = language === 'en' ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme: first });
    await page.goto('/');
    await signInByApi(page, 'admin');
    await page.goto('/admin/monetization');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    // The journeys' server has no Stripe keys and no NODE_ENV: the test checkout, and a notice saying so.
    const notice = page.getByTestId('payments-notice');
    await patientExpect(notice).toHaveAttribute('data-provider', 'test');
    await expect(notice).toContainText(t.payments.testTitle);
    const pricing = page.getByRole('switch', { name: t.features.pricing_page.label });
    await patientExpect(pricing).toBeChecked();

    await pricing.click();
    await patientExpect(page.getByTestId('setting-effect-pricing_page_enabled')).toHaveText(t.status.off);
    await expect(page.getByTestId('setting-effect-ad_upgrades_enabled')).toHaveText(t.status.on);
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `admin-monetization-${language}-${first}-${viewport.width}`);

    const other = viewport === WIDTHS.desktop ? WIDTHS.phone : WIDTHS.desktop;
    await page.setViewportSize(other);
    await page
      .getByRole('button', { name: messages[language].theme[second === 'dark' ? 'toDark' : 'toLight'] })
      .click();
    await expectNoSeriousAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `admin-monetization-${language}-${second}-${other.width}`);
  });
}
