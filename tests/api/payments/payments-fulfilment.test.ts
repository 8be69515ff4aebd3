import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorships } from '../../../server/db/schema/monetization';
import * as paymentsApi from '../../../shared/api/payments';
import { callApi } from '../../support/http';
import { paymentsFixture } from '../../support/payments-support';
import { controlClock, listingIds, onlyOf } from '../../support/placement-support';
import { platformSetting, setPlatformSetting } from '../../support/platform-settings-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// The test provider end to end: checkout → its page's Pay → signed webhook over HTTP → what was bought.

let server: TestServer;
let f: Awaited<ReturnType<typeof paymentsFixture>>;
let clock: ReturnType<typeof controlClock>;
let subscriptionsWere: boolean;

beforeAll(async () => {
  server = await startTestServer();
  f = await paymentsFixture(server);
  clock = controlClock(server, new Date('2031-03-10T12:00:00Z'));
  subscriptionsWere = await platformSetting(server, 'subscriptions_enabled');
  await setPlatformSetting(server, 'subscriptions_enabled', true);
});
afterAll(async () => {
  if (server) await setPlatformSetting(server, 'subscriptions_enabled', subscriptionsWere);
  await server?.close();
});

/** Buys through the test checkout (as its Pay button does); the payment id and where the page goes. */
async function buy(who: { id: string; cookie: string }, body: Record<string, unknown>) {
  const started = await f.checkout(who, body);
  expect(started.status, started.text).toBe(201);
  const paid = await f.pay(who, f.sessionOf(started.body.checkout_url));
  expect(paid.status, paid.text).toBe(200);
  expect(paid.body.status).toBe('paid');
  return { paymentId: started.body.payment_id as string, returnUrl: paid.body.return_url as string };
}

describe('paying through the test checkout', () => {
  it('an upgrade makes the ad paid for the plan’s days, and a second one adds on to the first', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade', { durationDays: 30 });
    clock.set(new Date('2031-03-10T12:00:00Z'));
    const { paymentId, returnUrl } = await buy(owner, { plan_id: plan.id, ad_id: ad.id });
    expect(returnUrl).toBe(`/my-ads?payment=${paymentId}`);

    const row = await f.adRow(ad.id);
    expect(row.isPaid).toBe(true);
    expect(row.paidUntil?.toISOString()).toBe('2031-04-09T12:00:00.000Z');
    const payment = await callApi(server, paymentsApi.getOwnPayment, {
      params: { id: paymentId },
      cookie: owner.cookie,
    });
    expect(payment.body).toMatchObject({ status: 'paid', kind: 'upgrade', ad_id: ad.id, amount_cents: 999 });
    expect(payment.body.paid_at).toBe('2031-03-10T12:00:00.000Z');
    expect((await f.eventsOf(paymentId)).length).toBe(1);

    clock.set(new Date('2031-03-20T12:00:00Z'));
    await buy(owner, { plan_id: plan.id, ad_id: ad.id });
    expect((await f.adRow(ad.id)).paidUntil?.toISOString()).toBe('2031-05-09T12:00:00.000Z');
  });

  it('a lapsed paid period starts again from now, and the paid ad comes first in its city', async () => {
    const owner = await f.person();
    const older = await f.ad(owner.id, {
      createdAt: new Date('2031-01-01T00:00:00Z'),
      isPaid: true,
      paidUntil: new Date('2031-02-01T00:00:00Z'),
    });
    const newer = await f.ad(owner.id, { createdAt: new Date('2031-01-02T00:00:00Z') });
    const plan = await f.plan('upgrade', { durationDays: 10 });
    clock.set(new Date('2031-03-10T12:00:00Z'));
    await buy(owner, { plan_id: plan.id, ad_id: older.id });
    expect((await f.adRow(older.id)).paidUntil?.toISOString()).toBe('2031-03-20T12:00:00.000Z');
    const ids = await listingIds(server, `city=${encodeURIComponent(f.city.name)}`);
    expect(onlyOf(ids, [older, newer])).toEqual([older.id, newer.id]);
  });

  it('a boost moves the ad to the top without changing its creation date or paid period', async () => {
    const owner = await f.person();
    const paidUntil = new Date('2031-06-01T00:00:00Z');
    const ad = await f.ad(owner.id, { createdAt: new Date('2031-01-05T00:00:00Z'), isPaid: true, paidUntil });
    const plan = await f.plan('boost');
    clock.set(new Date('2031-03-11T08:00:00Z'));
    await buy(owner, { plan_id: plan.id, ad_id: ad.id });
    const row = await f.adRow(ad.id);
    expect(row.createdAt.toISOString()).toBe('2031-01-05T00:00:00.000Z');
    expect(row.paidUntil?.toISOString()).toBe(paidUntil.toISOString());
    expect(row.boostedAt?.toISOString()).toBe('2031-03-11T08:00:00.000Z');
    expect(row.listedAt?.toISOString()).toBe('2031-03-11T08:00:00.000Z');
  });

  it('a sponsorship is a slot from now for the plan’s days', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('sponsorship', { durationDays: 7 });
    clock.set(new Date('2031-03-12T00:00:00Z'));
    const { paymentId } = await buy(owner, { plan_id: plan.id, ad_id: ad.id });
    const rows = await server.deps.db.select().from(sponsorships).where(eq(sponsorships.adId, ad.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentId });
    expect(rows[0]?.startsAt.toISOString()).toBe('2031-03-12T00:00:00.000Z');
    expect(rows[0]?.endsAt.toISOString()).toBe('2031-03-19T00:00:00.000Z');
  });

  it('a subscription starts its period and makes every ad of its holder paid to its end', async () => {
    const holder = await f.person();
    const ads = [await f.ad(holder.id), await f.ad(holder.id, { status: 'pending' })];
    const longer = await f.ad(holder.id, { isPaid: true, paidUntil: new Date('2032-12-31T00:00:00Z') });
    const plan = await f.plan('subscription');
    clock.set(new Date('2031-01-31T10:00:00Z'));
    const { paymentId, returnUrl } = await buy(holder, { plan_id: plan.id, billing_cycle: 'monthly' });
    expect(returnUrl).toBe(`/profile?payment=${paymentId}`);

    const [subscription] = await f.subscriptionsOf(holder.id);
    expect(subscription).toMatchObject({
      planId: plan.id,
      billingCycle: 'monthly',
      cancelAtPeriodEnd: false,
    });
    expect(subscription?.currentPeriodStart.toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(subscription?.currentPeriodEnd.toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(subscription?.providerSubscriptionId).toMatch(/^sub_test_/);
    expect((await f.paymentRow(paymentId)).subscriptionId).toBe(subscription?.id);
    for (const ad of ads) {
      const row = await f.adRow(ad.id);
      expect(row.isPaid).toBe(true);
      expect(row.paidUntil?.toISOString()).toBe('2031-02-28T10:00:00.000Z');
    }
    expect((await f.adRow(longer.id)).paidUntil?.toISOString()).toBe('2032-12-31T00:00:00.000Z');

    const again = await f.checkout(holder, { plan_id: plan.id, billing_cycle: 'annual' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('an annual subscription charges the annual price and runs a year', async () => {
    const holder = await f.person();
    const plan = await f.plan('subscription', { priceCents: 1000, annualPriceCents: 9900 });
    clock.set(new Date('2031-05-01T00:00:00Z'));
    const { paymentId } = await buy(holder, { plan_id: plan.id, billing_cycle: 'annual' });
    expect((await f.paymentRow(paymentId)).amountCents).toBe(9900);
    const [subscription] = await f.subscriptionsOf(holder.id);
    expect(subscription?.currentPeriodEnd.toISOString()).toBe('2032-05-01T00:00:00.000Z');
  });

  it('cancelling closes the checkout unpaid; a closed checkout cannot be paid or cancelled again', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade');
    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    const session = f.sessionOf(started.body.checkout_url);
    const cancelled = await f.cancel(owner, session);
    expect(cancelled.body).toEqual({
      status: 'expired',
      return_url: `/my-ads?payment=${started.body.payment_id}`,
    });
    for (const again of [await f.pay(owner, session), await f.cancel(owner, session)]) {
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('CHECKOUT_CLOSED');
    }
    const page = await callApi(server, paymentsApi.getTestCheckout, {
      params: { sessionId: session },
      cookie: owner.cookie,
    });
    expect(page.body).toMatchObject({ status: 'expired', description: plan.nameEn, amount_cents: 999 });
    expect((await f.adRow(ad.id)).isPaid).toBe(false);
  });
});
