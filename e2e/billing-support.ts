import type { APIRequestContext, Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import * as settingsApi from '../shared/api/platform-settings';
import type { Language } from '../shared/constants';
import { billing as enBilling } from '../shared/i18n/en/billing';
import { checkout as enCheckout } from '../shared/i18n/en/checkout';
import { billing as ukBilling } from '../shared/i18n/uk/billing';
import { checkout as ukCheckout } from '../shared/i18n/uk/checkout';
import { dismissToast, firstPlace } from './admin-support';
import { originOf } from './auth-support';
import { newAdminApi } from './people';
import { patientExpect as expect, messages } from './support';

// What the billing journeys (billing.spec.ts) set up and read.

export const billingMessages = { en: enBilling, uk: ukBilling };
const checkoutMessages = { en: enCheckout, uk: ukCheckout };

/** The seeded plans' names (migration 0012) in each language. */
export const PLAN_NAMES = {
  featured7: { en: 'Featured for 7 days', uk: 'Вгорі на 7 днів' },
  business: { en: 'Business', uk: 'Бізнес' },
} as const;

/** Posts an ad as the signed-in person in the first city and category; an admin of its own approves it. */
export async function approvedAdOf(page: Page, title: string) {
  const { city, category } = await firstPlace(page);
  const posted = await page.request.post(apiPath(adsApi.createAd), {
    data: {
      title,
      description: '<p>Posted by the billing journey.</p>',
      price: 75,
      category_id: category.id,
      city_id: city.id,
      email: 'promoter@example.com',
      is_event: false,
    },
    headers: originOf(page),
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const admin = await newAdminApi(page);
  const approved = await admin.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  await admin.dispose();
  return { id, city, category };
}

/** Turns a platform setting on or off through the admin API (it reaches open browsers live). */
export async function setSetting(admin: APIRequestContext, key: string, enabled: boolean) {
  const res = await admin.put(apiPath(settingsApi.updatePlatformSetting, { params: { key } }), {
    data: { enabled },
  });
  expect(res.status()).toBe(200);
}

/** On the test checkout page (TEST MODE): pays, and is back on `returnPath` (where the checkout started). */
export async function payOnTestCheckout(page: Page, language: Language, returnPath: string) {
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await expect(page.getByTestId('test-mode-banner')).toBeVisible();
  const payPrefix = checkoutMessages[language].pay.split('{{')[0] ?? '';
  await page.getByRole('button', { name: new RegExp(`^${payPrefix}`) }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(returnPath);
}

/** The toast saying `text` is shown; closing it leaves the page alone for axe and screenshots. */
export async function seeToast(page: Page, language: Language, text: string) {
  await dismissToast(page, text, messages[language].a11y.closeNotification);
}

/** The address has no ?payment= any more (the return was handled once). */
export async function expectPaymentParamGone(page: Page) {
  await expect.poll(() => new URL(page.url()).searchParams.has('payment')).toBe(false);
}

/**
 * The open dialog has finished fading in (mid-fade colours are not the real ones axe should judge),
 * and the pointer rests outside it (it would otherwise hover the button under the one that opened it).
 */
export async function dialogShown(page: Page) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => {
    const container = document.querySelector('.MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });
}
