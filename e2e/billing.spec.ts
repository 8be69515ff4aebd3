import { apiPath } from '../shared/api/operation';
import * as paymentsApi from '../shared/api/payments';
import * as settingsApi from '../shared/api/platform-settings';
import type { Language } from '../shared/constants';
import { formatMoney } from '../shared/money';
import { journeyIn, signedUpPerson, test } from './auth-support';
import {
  approvedAdOf,
  billingMessages,
  dialogShown,
  expectPaymentParamGone,
  PLAN_NAMES,
  payOnTestCheckout,
  seeToast,
  setSetting,
} from './billing-support';
import { newAdminApi } from './people';
import {
  collectConsoleErrors,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  messages,
  shot,
} from './support';

// The person's paid journeys: promote an ad through the test checkout (it then leads its category
// with the badge), and subscribe, cancel (expiring) and reactivate. The subscription journeys turn
// subscriptions_enabled on for the whole server, so this file runs one test at a time.
test.describe.configure({ mode: 'serial' });

const dateIn = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'uk-UA', { dateStyle: 'medium' }).format(
    new Date(iso),
  );

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme, other, otherTheme } = journeyIn(language);
  const b = billingMessages[language];
  const ui = messages[language];
  const name = (what: string, width: number, mode: string) => `billing-${what}-${language}-${mode}-${width}`;

  test(`billing: an ad promoted through the test checkout leads its category with the badge (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    await signedUpPerson(page, language, 'promoter');
    const ad = await approvedAdOf(page, `Promoted bike ${language} ${Date.now()}`);

    // The owner can promote from the ad page too.
    await page.goto(`/ads/${ad.id}`);
    const manage = page.getByTestId('ad-manage');
    await expect(manage.getByTestId('upgrade-ad-button')).toHaveText(b.upgrade.button);
    await manage.scrollIntoViewIfNeeded();
    await shot(page, name('ad-page', viewport.width, theme));

    await page.goto('/my-ads');
    const row = page.locator(`[data-testid="my-ad"][data-ad-id="${ad.id}"]`);
    await expect(row.getByTestId('featured-until')).toHaveCount(0);
    await row.getByTestId('upgrade-ad-button').click();
    const dialog = page.getByTestId('upgrade-dialog');
    await expect(dialog.getByRole('heading', { name: b.upgrade.title })).toBeVisible();
    const featured = dialog.getByRole('radio', { name: new RegExp(PLAN_NAMES.featured7[language]) });
    await featured.check();
    await expect(featured).toBeChecked();
    await dialogShown(page);
    const option = dialog.getByTestId('upgrade-option').filter({ hasText: PLAN_NAMES.featured7[language] });
    await expect(option.getByTestId('upgrade-option-price')).toHaveText(formatMoney(499, 'USD', language));
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('dialog', viewport.width, theme));

    await dialog.getByTestId('upgrade-continue').click();
    await payOnTestCheckout(page, language, '/my-ads');
    await seeToast(page, language, b.payment.paid.upgrade);
    await expectPaymentParamGone(page);
    await expect(row.getByTestId('featured-until')).toBeVisible();
    await expect(row.getByText(ui.ads.featured, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('my-ads-paid', viewport.width, theme));

    // First in its category, before the free ads, with the badge.
    await page.goto(`/${ad.city.slug}/${ad.category.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    const list = page.getByRole('list', { name: (await heading.textContent()) ?? '' });
    const first = list.getByTestId('ad-card').first();
    await expect(first).toHaveAttribute('data-ad-id', ad.id);
    await expect(first.getByText(ui.ads.featured, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('category', viewport.width, theme));
    expect(consoleErrors).toEqual([]);
  });

  test(`billing: a person subscribes, cancels (expiring) and reactivates on the profile (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    const admin = await newAdminApi(baseURL ?? '');
    const settings = await (await admin.get(apiPath(settingsApi.getPlatformSettings))).json();
    const wasOn = settings.settings.subscriptions_enabled as boolean;
    await setSetting(admin, 'subscriptions_enabled', true);
    try {
      await signedUpPerson(page, language, 'subscriber');
      await page.goto('/profile');
      const section = page.getByTestId('my-subscriptions');
      await expect(section.getByRole('heading', { name: b.subscriptions.title })).toBeVisible();
      await expect(section.getByTestId('subscriptions-empty')).toContainText(b.subscriptions.empty);

      await page.goto('/pricing');
      await page
        .locator('[data-testid="plan-card"][data-kind="subscription"]')
        .getByTestId('plan-cta')
        .click();
      await payOnTestCheckout(page, language, '/profile');
      await seeToast(page, language, b.payment.paid.subscription);
      await expectPaymentParamGone(page);

      const mine = await (await page.request.get(apiPath(paymentsApi.listSubscriptions))).json();
      const periodEnd = dateIn(mine.items[0].current_period_end, language);
      const item = section.getByTestId('subscription');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(PLAN_NAMES.business[language]);
      const status = item.getByTestId('subscription-status');
      await expect(status).toHaveAttribute('data-status', 'active');
      await expect(status).toHaveText(b.subscriptions.status.active);
      await expect(item.getByTestId('subscription-cycle')).toHaveText(b.subscriptions.cycle.monthly);
      await expect(item.getByTestId('subscription-date')).toHaveText(periodEnd);
      await expect(item).toContainText(b.subscriptions.nextBilling);
      await section.scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(page);
      await shot(page, name('subscription-active', viewport.width, theme));

      // Cancel: asked first (it stays active until the period end), then shown as expiring.
      await item.getByTestId('cancel-subscription').click();
      const dialog = page.getByTestId('cancel-subscription-dialog');
      await expect(dialog).toContainText(periodEnd);
      await dialogShown(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, name('cancel-dialog', viewport.width, theme));
      await dialog.getByTestId('confirm-cancel-subscription').click();
      await seeToast(page, language, b.subscriptions.cancelled);
      await expect(status).toHaveAttribute('data-status', 'expiring');
      await expect(status).toHaveText(b.subscriptions.status.expiring);
      await expect(item).toContainText(b.subscriptions.activeUntil);
      await expect(item.getByTestId('subscription-date')).toHaveText(periodEnd);
      await expect(item.getByTestId('cancel-subscription')).toHaveCount(0);
      await shot(page, name('subscription-expiring', viewport.width, theme));

      // Reactivate before the end: active again.
      await item.getByTestId('reactivate-subscription').click();
      await seeToast(page, language, b.subscriptions.reactivated);
      await expect(status).toHaveAttribute('data-status', 'active');
      await expect(item.getByTestId('cancel-subscription')).toBeVisible();

      // The other width and theme.
      await page.setViewportSize(other);
      await page.evaluate((mode) => localStorage.setItem('theme', mode), otherTheme);
      await page.reload();
      await expect(status).toHaveAttribute('data-status', 'active');
      await section.scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(page);
      await shot(page, name('subscription-active', other.width, otherTheme));
      expect(consoleErrors).toEqual([]);
    } finally {
      await setSetting(admin, 'subscriptions_enabled', wasOn);
      await admin.dispose();
    }
  });
}
