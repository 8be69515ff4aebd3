import type { Locator, Page } from '@playwright/test';
import type { Language } from '../shared/constants';
import { plans as enPlans } from '../shared/i18n/en/plans';
import { plans as ukPlans } from '../shared/i18n/uk/plans';
import type { PlatformSettingsState } from '../shared/schemas/platform-settings';
import { journeyIn, signedUpPerson, test } from './auth-support';
import { approvedAdOf, billingMessages } from './billing-support';
import { patientExpect as expect, expectNoSeriousAxeViolations, messages } from './support';

// SPEC section 8: when the platform settings cannot be read, their defaults are used (upgrades, boosts,
// sponsorships and the pricing page on; subscriptions off). And the payment text: by card through the
// payment provider, or the test checkout's own words in test mode (which this server runs in).

const plansTexts = { en: enPlans, uk: ukPlans };
const SETTINGS = /\/api\/v1\/platform-settings(\/stream)?$/;
const shots = 'e2e/screenshots';
// Each journey signs a person up and has an ad of theirs approved first.
test.describe.configure({ timeout: 90_000 });

/** A person with one published ad, on My Ads, in the journey's language, width and theme. */
async function personWithAd(page: Page, language: Language) {
  await signedUpPerson(page, language, 'fallback');
  return approvedAdOf(page, `Settings fallback ${language} ${Date.now()}`);
}

/**
 * /pricing reached inside the app from the page on show (the footer on a desktop, the menu on a phone),
 * so it shows the settings as this browser read them: loaded afresh, it would arrive with the server's.
 */
async function openPricingInApp(page: Page, language: Language) {
  const name = messages[language].pages.pricing;
  if (language === 'en') await page.getByTestId('site-footer').getByRole('link', { name }).click();
  else {
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('link', { name }).click();
  }
  await expect(page).toHaveURL(/\/pricing$/);
}

async function openPromote(page: Page, adId: string, language: Language) {
  await page.goto('/my-ads');
  await page.locator(`[data-testid="my-ad"][data-ad-id="${adId}"]`).getByTestId('upgrade-ad-button').click();
  const dialog = page.getByTestId('upgrade-dialog');
  await expect(dialog.getByRole('heading', { name: billingMessages[language].upgrade.title })).toBeVisible();
  await expect(dialog.getByTestId('upgrade-option').first()).toBeVisible();
  return dialog;
}

/**
 * Escape closes the dialog once it holds the focus (it takes it as it opens); a key pressed before
 * that goes to the page behind, as it would for a person.
 */
async function closeWithEscape(page: Page, dialog: Locator) {
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme } = journeyIn(language);
  const p = plansTexts[language];

  test(`unread settings: SPEC's defaults (${language})`, async ({ page }) => {
    const ad = await personWithAd(page, language);
    let refused = 0;
    await page.route(SETTINGS, (route) => {
      refused += 1;
      return route.abort('failed');
    });

    const dialog = await openPromote(page, ad.id, language);
    expect(refused).toBeGreaterThan(0);
    // Who takes payments is unknown without the settings: no payment text rather than a wrong one.
    await expect(dialog.getByTestId('payment-note')).toHaveCount(0);
    await closeWithEscape(page, dialog);

    await openPricingInApp(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    await expect(page.getByTestId('pricing-unavailable')).toHaveCount(0);
    // Subscriptions are off by default.
    await expect(page.getByTestId('plan-section-subscription')).toHaveCount(0);
    if (language === 'en')
      await expect(
        page.getByTestId('site-footer').getByRole('link', { name: messages.en.pages.pricing }),
      ).toBeVisible();
    await page.screenshot({ path: `${shots}/pricing-fallback-${language}-${theme}-${viewport.width}.png` });
  });

  test(`the payment text (${language})`, async ({ page }) => {
    const ad = await personWithAd(page, language);

    let dialog = await openPromote(page, ad.id, language);
    await expect(dialog.getByTestId('payment-note')).toHaveText(p.payment.test);
    await closeWithEscape(page, dialog);
    await page.goto('/pricing');
    await expect(page.getByTestId('payment-note')).toHaveText(p.payment.test);

    // The same site with Stripe taking the payments (the settings say so; the live stream stays shut).
    await page.route(SETTINGS, async (route) => {
      if (route.request().url().endsWith('/stream')) return route.abort('failed');
      const answer = await route.fetch();
      const state = (await answer.json()) as PlatformSettingsState;
      return route.fulfill({ status: answer.status(), json: { ...state, payment_provider: 'stripe' } });
    });
    dialog = await openPromote(page, ad.id, language);
    await expect(dialog.getByTestId('payment-note')).toHaveText(p.payment.card);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${shots}/promote-card-${language}-${theme}-${viewport.width}.png` });
    await closeWithEscape(page, dialog);

    await openPricingInApp(page, language);
    await expect(page.getByTestId('payment-note')).toHaveText(p.payment.card);
    await expect(page.getByTestId('payment-note')).toHaveAttribute('data-mode', 'card');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${shots}/pricing-card-${language}-${theme}-${viewport.width}.png` });
  });
}
