import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import * as paymentsApi from '../shared/api/payments';
import * as plansApi from '../shared/api/plans';
import { checkout as enCheckout } from '../shared/i18n/en/checkout';
import { checkout as ukCheckout } from '../shared/i18n/uk/checkout';
import { formatMoney } from '../shared/money';
import { journeyIn, signedUpPerson, test } from './auth-support';
import { approvedAdOf } from './billing-support';
import { collectConsoleErrors, patientExpect as expect, expectNoSeriousAxeViolations, shot } from './support';

// The built-in test provider's checkout page: clearly TEST MODE, shows what is bought and its price,
// and Pay makes the server send the signed webhook that marks the payment paid.

const texts = { en: enCheckout, uk: ukCheckout };

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme } = journeyIn(language);
  const t = texts[language];

  test(`test checkout: pay for an upgrade and land back on My Ads with the ad paid (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    await signedUpPerson(page, language, 'checkout');
    const ad = await approvedAdOf(page, `Checkout bike ${language} ${Date.now()}`);

    const plans = await page.request.get(apiPath(plansApi.listPlans, { query: { kind: 'upgrade' } }));
    const plan = ((await plans.json()) as { items: { id: string; price_cents: number; currency: string }[] })
      .items[0];
    if (!plan) throw new Error('no upgrade plan on sale');
    const started = await page.request.post(apiPath(paymentsApi.startCheckout), {
      data: { plan_id: plan.id, ad_id: ad.id },
      headers: { 'accept-language': language },
    });
    expect(started.status()).toBe(201);
    const { payment_id: paymentId, checkout_url: checkoutUrl } = (await started.json()) as {
      payment_id: string;
      checkout_url: string;
    };

    await page.goto(new URL(checkoutUrl).pathname);
    const banner = page.getByTestId('test-mode-banner');
    await expect(banner).toContainText(t.testMode.title);
    await expect(banner).toContainText(t.testMode.label);
    const amount = formatMoney(plan.price_cents, plan.currency, language);
    await expect(page.getByTestId('checkout-amount')).toHaveText(amount);
    await expect(page.getByText(t.kinds.upgrade, { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `test-checkout-${language}-${theme}-${viewport.width}`);

    await page.getByRole('button', { name: t.pay.replace('{{amount}}', amount) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-ads');
    expect(new URL(page.url()).searchParams.get('payment')).toBe(paymentId);

    const payment = await (
      await page.request.get(apiPath(paymentsApi.getOwnPayment, { params: { id: paymentId } }))
    ).json();
    expect(payment).toMatchObject({ status: 'paid', kind: 'upgrade', ad_id: ad.id });
    const paidAd = (await (
      await page.request.get(apiPath(adsApi.getAd, { params: { id: ad.id } }))
    ).json()) as {
      is_paid: boolean;
      paid_until: string;
    };
    expect(paidAd.is_paid).toBe(true);
    expect(new Date(paidAd.paid_until).getTime()).toBeGreaterThan(Date.now());

    // The page again: closed, with the way back.
    await page.goto(new URL(checkoutUrl).pathname);
    await expect(page.getByTestId('checkout-closed')).toContainText(t.closed.paid);
    await expect(page.getByRole('button', { name: t.pay.replace('{{amount}}', amount) })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}
