import { expect as baseExpect, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import * as paymentsApi from '../shared/api/payments';
import * as plansApi from '../shared/api/plans';
import { adminPayments as enPayments } from '../shared/i18n/en/admin-payments';
import { adminPayments as ukPayments } from '../shared/i18n/uk/admin-payments';
import { originOf, test } from './auth-support';
import { signInByApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot, WIDTHS, withPreferences } from './support';

// The embedded database queues up when the machine is busy: more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
const texts = { en: enPayments, uk: ukPayments };

/**
 * A paid upgrade made the way people make them: a checkout for an approved ad (admins may buy for
 * any), paid on the test provider's page, whose webhook marks it paid. Its id and the ad's title.
 */
async function paidUpgrade(page: Page): Promise<{ id: string; adTitle: string }> {
  const headers = originOf(page);
  const plans = (await (await page.request.get(apiPath(plansApi.listPlans))).json()) as {
    items: { id: string; kind: string }[];
  };
  const plan = plans.items.find((p) => p.kind === 'upgrade');
  const ads = (await (await page.request.get(apiPath(adsApi.listAds, { query: { limit: 1 } }))).json()) as {
    items: { id: string; title: string }[];
  };
  const ad = ads.items[0];
  if (!plan || !ad) throw new Error('no upgrade plan or approved ad to buy it for');
  const started = await page.request.post(apiPath(paymentsApi.startCheckout), {
    data: { plan_id: plan.id, ad_id: ad.id },
    headers,
  });
  expect(started.status()).toBe(201);
  const { payment_id, checkout_url } = (await started.json()) as { payment_id: string; checkout_url: string };
  const session = new URL(checkout_url).pathname.split('/').at(-1) ?? '';
  const paid = await page.request.post(
    apiPath(paymentsApi.payTestCheckout, { params: { sessionId: session } }),
    { data: {}, headers },
  );
  expect(paid.status()).toBe(200);
  return { id: payment_id, adTitle: ad.title };
}

const rowOf = (page: Page, id: string) =>
  page.locator(`[data-testid="payment-row"][data-payment-id="${id}"]`);

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const language of ['uk', 'en'] as const) {
  const t = texts[language];

  test(`admin payments: filter, open, mark refunded (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(WIDTHS.desktop);
    await withPreferences(page, { language, theme: 'light' });
    await page.goto('/');
    const admin = await signInByApi(page, 'admin');
    const payment = await paidUpgrade(page);

    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByTestId('payment-totals')).toBeVisible();

    await choose(page, 'filter-status', t.statuses.paid);
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('paid');
    await page.getByTestId('payments-person').fill(admin.email);
    await expect.poll(() => new URL(page.url()).searchParams.get('person')).toBe(admin.email);
    const row = rowOf(page, payment.id);
    await expect(row.getByTestId('payment-status')).toHaveText(t.statuses.paid);
    await expect(page.getByTestId('payments-table')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-payments-${language}-light-1440`);

    await row.getByTestId('open-payment').click();
    const dialog = page.getByTestId('payment-dialog');
    await expect(dialog.getByTestId('payment-facts')).toContainText(t.kinds.upgrade);
    await expect(dialog.getByTestId('payment-bought')).toContainText(payment.adTitle);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-payments-detail-${language}-light-1440`);
    await dialog.getByTestId('mark-refunded').click();
    const confirm = page.getByTestId('refund-dialog');
    await expect(confirm.getByTestId('refund-explanation')).toContainText(payment.adTitle);
    await confirm.getByTestId('refund-reason').fill('Asked by phone');
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-payments-refund-${language}-light-1440`);
    await confirm.getByTestId('confirm-refund').click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t.refund.done.paid_placement)).toBeVisible();
    await expect(dialog.getByRole('heading').getByTestId('payment-status')).toHaveText(t.statuses.refunded);
    await expect(dialog.getByTestId('payment-facts')).toContainText('Asked by phone');
    await expect(dialog.getByTestId('mark-refunded')).toHaveCount(0);
    await dialog.getByRole('button', { name: t.detail.close }).click();

    // It is no longer paid: the paid filter leaves it out, the refunded one shows it.
    await expect(row).toHaveCount(0);
    await choose(page, 'filter-status', t.statuses.refunded);
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('refunded');
    await expect(row.getByTestId('payment-status')).toHaveText(t.statuses.refunded);

    // Phones get cards, in the dark theme too.
    await page.setViewportSize(WIDTHS.phone);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByTestId('payment-cards')).toBeVisible();
    await expect(row.getByTestId('payment-status')).toHaveText(t.statuses.refunded);
    await expect(page.getByTestId('payments-person')).toHaveValue(admin.email);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-payments-${language}-dark-390`);
    expect(consoleErrors).toEqual([]);
  });

  test(`admin payments: filters that match nothing say so and clear (${language})`, async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await withPreferences(page, { language, theme: 'dark' });
    await page.goto('/');
    await signInByApi(page, 'admin');
    await page.goto('/admin/payments?kind=sponsorship&from=1999-01-01&to=1999-01-31');
    await expect(page.getByTestId('payments-empty')).toContainText(t.empty.filteredBody);
    await expect(page.getByTestId('filter-kind')).toHaveText(t.kinds.sponsorship);
    await expect(page.getByTestId('filter-from')).toHaveValue('1999-01-01');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('clear-payment-filters').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(page.getByTestId('filter-from')).toHaveValue('');
  });
}
