import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '../../../shared/api/payments';
import { callApi } from '../../support/http';
import { configuredProvider, paymentsFixture, signature } from '../../support/payments-support';
import { controlClock } from '../../support/placement-support';
import { platformSetting, setPlatformSetting } from '../../support/platform-settings-support';
import { type StripeStandIn, startStripeStandIn } from '../../support/stripe-stand-in';
import { startTestServer, type TestServer } from '../../support/test-server';

// The Stripe provider against a local stand-in of Stripe's API, and Stripe-signed webhooks.

const WEBHOOK_SECRET = 'whsec_test_standin';
let stripe: StripeStandIn;
let server: TestServer;
let f: Awaited<ReturnType<typeof paymentsFixture>>;
let clock: ReturnType<typeof controlClock>;
let subscriptionsWere: boolean;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  f = await paymentsFixture(server);
  clock = controlClock(server, new Date('2031-07-01T00:00:00Z'));
  subscriptionsWere = await platformSetting(server, 'subscriptions_enabled');
  await setPlatformSetting(server, 'subscriptions_enabled', true);
});
afterAll(async () => {
  if (server) await setPlatformSetting(server, 'subscriptions_enabled', subscriptionsWere);
  await server?.close();
  await stripe?.close();
});

const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** A Stripe event delivered with a Stripe-Signature made with the webhook secret at the server's now. */
function stripeEvent(type: string, object: Record<string, unknown>, at = clock.now()) {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } });
  return f.webhook('stripe', body, { 'stripe-signature': signature(WEBHOOK_SECRET, body, at) });
}

describe('Stripe Checkout', () => {
  it('opens a session with the plan’s price, the payment’s id and the return pages', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade', { priceCents: 1999, currency: 'USD' });
    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    expect(started.status).toBe(201);
    const call = stripe.calls.at(-1);
    const paymentId = started.body.payment_id;
    expect(started.body.checkout_url).toBe('https://checkout.stripe.test/c/pay/cs_standin_1');
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_standin',
      idempotencyKey: `checkout-${paymentId}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(call?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: paymentId,
      'metadata[payment_id]': paymentId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][product_data][name]': plan.nameEn,
      success_url: `${server.url}/my-ads?payment=${paymentId}`,
      cancel_url: `${server.url}/my-ads?payment=${paymentId}`,
    });
    expect(call?.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect((await f.paymentRow(paymentId)).providerSessionId).toBe('cs_standin_1');
  });

  it('a subscription is a recurring price; Stripe being down is a 502 and the payment fails', async () => {
    const holder = await f.person();
    const plan = await f.plan('subscription', { priceCents: 700, annualPriceCents: 7000 });
    const started = await f.checkout(holder, { plan_id: plan.id, billing_cycle: 'annual' });
    expect(started.status).toBe(201);
    expect(stripe.calls.at(-1)?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '7000',
      'line_items[0][price_data][recurring][interval]': 'year',
      success_url: `${server.url}/profile?payment=${started.body.payment_id}`,
    });
    stripe.down = true;
    try {
      const other = await f.person();
      const refused = await f.checkout(other, { plan_id: plan.id, billing_cycle: 'monthly' });
      expect(refused.status).toBe(502);
      expect(refused.body.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      const [attempt] = await server.deps.db.query.payments.findMany({
        where: (p, { eq }) => eq(p.userId, other.id),
      });
      expect(attempt).toMatchObject({ status: 'failed', providerSessionId: null });
    } finally {
      stripe.down = false;
    }
  });

  it('the test checkout and its webhook do not exist while Stripe is configured', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('boost');
    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    const session = (await f.paymentRow(started.body.payment_id)).providerSessionId;
    expect(
      (
        await callApi(server, paymentsApi.getTestCheckout, {
          params: { sessionId: String(session) },
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await f.pay(owner, String(session))).status).toBe(404);
    const body = JSON.stringify({ id: 'evt_x', type: 'checkout.completed', session_id: session });
    expect(
      (await f.webhook('test', body, { 'test-payment-signature': signature(WEBHOOK_SECRET, body) })).status,
    ).toBe(404);
  });
});

describe('Stripe webhooks', () => {
  it('checkout.session.completed pays and fulfils once; forged and stale signatures are refused', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade', { durationDays: 10 });
    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    const session = {
      id: (await f.paymentRow(started.body.payment_id)).providerSessionId,
      payment_status: 'paid',
      payment_intent: 'pi_123',
    };

    const body = JSON.stringify({
      id: 'evt_same',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const stale = signature(WEBHOOK_SECRET, body, new Date(clock.now().getTime() - 301_000));
    const forged = signature('whsec_someone_else', body, clock.now());
    for (const header of [stale, forged, `${forged},v0=abc`]) {
      expect((await f.webhook('stripe', body, { 'stripe-signature': header })).status).toBe(400);
    }
    expect((await f.paymentRow(started.body.payment_id)).status).toBe('pending');
    // Stripe may list several v1 signatures while secrets roll over: one matching is enough.
    const good = signature(WEBHOOK_SECRET, body, clock.now());
    const rolled = `${good},v1=${'0'.repeat(64)}`;
    expect((await f.webhook('stripe', body, { 'stripe-signature': rolled })).body).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await f.webhook('stripe', body, { 'stripe-signature': good })).body).toEqual({
      received: true,
      duplicate: true,
    });
    const payment = await f.paymentRow(started.body.payment_id);
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pi_123' });
    expect((await f.adRow(ad.id)).paidUntil?.toISOString()).toBe('2031-07-11T00:00:00.000Z');
  });

  it('renewals extend the subscription and its ads and are recorded; deletion ends it now', async () => {
    const holder = await f.person();
    const ad = await f.ad(holder.id);
    const plan = await f.plan('subscription', { priceCents: 500, annualPriceCents: 5000 });
    clock.set(new Date('2031-07-01T00:00:00Z'));
    const started = await f.checkout(holder, { plan_id: plan.id, billing_cycle: 'monthly' });
    const sessionId = (await f.paymentRow(started.body.payment_id)).providerSessionId;
    await stripeEvent('checkout.session.completed', {
      id: sessionId,
      payment_status: 'paid',
      subscription: 'sub_abc',
      invoice: 'in_1',
    });
    const [subscription] = await f.subscriptionsOf(holder.id);
    expect(subscription?.providerSubscriptionId).toBe('sub_abc');
    expect(subscription?.currentPeriodEnd.toISOString()).toBe('2031-08-01T00:00:00.000Z');

    clock.set(new Date('2031-08-01T00:00:05Z'));
    const invoice = (start: string, end: string) => ({
      id: `in_${randomUUID()}`,
      billing_reason: 'subscription_cycle',
      amount_paid: 500,
      currency: 'usd',
      parent: { subscription_details: { subscription: 'sub_abc' } },
      lines: { data: [{ period: { start: unix(start), end: unix(end) } }] },
    });
    expect(
      (await stripeEvent('invoice.paid', invoice('2031-08-01T00:00:00Z', '2031-09-01T00:00:00Z'))).status,
    ).toBe(200);
    // An older period delivered late changes nothing; the first invoice is the checkout's own.
    await stripeEvent('invoice.paid', invoice('2031-07-01T00:00:00Z', '2031-08-01T00:00:00Z'));
    await stripeEvent('invoice.paid', {
      ...invoice('2031-07-01T00:00:00Z', '2031-12-01T00:00:00Z'),
      billing_reason: 'subscription_create',
    });
    const [renewed] = await f.subscriptionsOf(holder.id);
    expect(renewed?.currentPeriodEnd.toISOString()).toBe('2031-09-01T00:00:00.000Z');
    expect((await f.adRow(ad.id)).paidUntil?.toISOString()).toBe('2031-09-01T00:00:00.000Z');
    const list = await server.deps.db.query.payments.findMany({
      where: (p, { eq }) => eq(p.userId, holder.id),
    });
    expect(list.map((p) => [p.status, p.amountCents, p.subscriptionId]).sort()).toEqual([
      ['paid', 500, renewed?.id],
      ['paid', 500, renewed?.id],
    ]);

    clock.set(new Date('2031-08-15T00:00:00Z'));
    await stripeEvent('customer.subscription.deleted', { id: 'sub_abc', object: 'subscription' });
    const [ended] = await f.subscriptionsOf(holder.id);
    expect(ended?.currentPeriodEnd.toISOString()).toBe('2031-08-15T00:00:00.000Z');
    expect(ended?.cancelAtPeriodEnd).toBe(true);
    expect((await f.adRow(ad.id)).paidUntil?.toISOString()).toBe('2031-08-15T00:00:00.000Z');
  });

  it('an expired session closes its payment; cancelling at period end is sent to Stripe', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('boost');
    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    const sessionId = (await f.paymentRow(started.body.payment_id)).providerSessionId;
    await stripeEvent('checkout.session.expired', { id: sessionId });
    expect((await f.paymentRow(started.body.payment_id)).status).toBe('expired');

    await configuredProvider(server).setCancelAtPeriodEnd('sub_xyz', true);
    await configuredProvider(server).setCancelAtPeriodEnd('sub_xyz', false);
    // Stripe's own API (the stand-in's), not this site's.
    const subscription = '/v1/subscriptions/sub_xyz';
    expect(stripe.calls.slice(-2).map((c) => [c.method, c.path, c.form, c.authorization])).toEqual([
      ['POST', subscription, { cancel_at_period_end: 'true' }, 'Bearer sk_test_standin'],
      ['POST', subscription, { cancel_at_period_end: 'false' }, 'Bearer sk_test_standin'],
    ]);
  });
});
