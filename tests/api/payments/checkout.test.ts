import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as paymentsApi from '../../../shared/api/payments';
import type { PlatformSettingKey } from '../../../shared/platform-features';
import { callApi } from '../../support/http';
import { paymentsFixture } from '../../support/payments-support';
import { platformSetting, setPlatformSetting } from '../../support/platform-settings-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// POST /checkout and the test checkout's API: who may buy what, and the refusals.

let server: TestServer;
let f: Awaited<ReturnType<typeof paymentsFixture>>;
let subscriptionsWere: boolean;

beforeAll(async () => {
  server = await startTestServer();
  f = await paymentsFixture(server);
  subscriptionsWere = await platformSetting(server, 'subscriptions_enabled');
  await setPlatformSetting(server, 'subscriptions_enabled', true);
});
afterAll(async () => {
  if (server) await setPlatformSetting(server, 'subscriptions_enabled', subscriptionsWere);
  await server?.close();
});

/** A payment as its owner (or the person of `cookie`) sees it, and a test checkout page. */
const paymentAs = (id: string, cookie?: string) =>
  callApi(server, paymentsApi.getOwnPayment, { params: { id }, cookie });
const checkoutPageAs = (sessionId: string, cookie?: string) =>
  callApi(server, paymentsApi.getTestCheckout, { params: { sessionId }, cookie });

describe('starting a checkout', () => {
  it('writes a pending payment with the plan’s name and price and points at the test checkout page', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade', { priceCents: 1234, currency: 'EUR' });
    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id }, 'uk');
    expect(started.status).toBe(201);
    expect(started.body.checkout_url).toMatch(new RegExp(`^${server.url}/checkout/test/cs_test_[\\w-]{32}$`));
    const payment = await paymentAs(started.body.payment_id, owner.cookie);
    expect(payment.body).toMatchObject({
      status: 'pending',
      kind: 'upgrade',
      ad_id: ad.id,
      description: plan.nameUk,
      amount_cents: 1234,
      currency: 'EUR',
      paid_at: null,
    });
    const page = await checkoutPageAs(f.sessionOf(started.body.checkout_url), owner.cookie);
    expect(page.body).toEqual({
      payment_id: started.body.payment_id,
      kind: 'upgrade',
      description: plan.nameUk,
      amount_cents: 1234,
      currency: 'EUR',
      billing_cycle: 'one_time',
      status: 'pending',
      return_url: `/my-ads?payment=${started.body.payment_id}`,
    });
  });

  it('is only for one’s own approved ads; an admin may promote anyone’s approved ad', async () => {
    const owner = await f.person();
    const other = await f.person();
    const plan = await f.plan('boost');
    const approved = await f.ad(owner.id);
    const pending = await f.ad(owner.id, { status: 'pending' });
    const rejected = await f.ad(owner.id, { status: 'rejected' });
    const cases = [
      { who: other, adId: approved.id },
      { who: owner, adId: pending.id },
      { who: owner, adId: rejected.id },
      { who: owner, adId: '00000000-0000-4000-8000-000000000000' },
      { who: owner, adId: 'not-an-id' },
    ];
    for (const { who, adId } of cases) {
      const res = await f.checkout(who, { plan_id: plan.id, ad_id: adId });
      expect(res.status, adId).toBe(403);
      expect(res.body.error).toEqual({
        code: 'AD_NOT_ELIGIBLE',
        message: 'Only your own approved ads can be promoted',
      });
    }
    const admin = await f.person('admin');
    expect((await f.checkout(admin, { plan_id: plan.id, ad_id: approved.id })).status).toBe(201);
    expect((await f.checkout(admin, { plan_id: plan.id, ad_id: pending.id })).status).toBe(403);
  });

  it('refuses plans that are not sold and malformed bodies with clear errors', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const inactive = await f.plan('upgrade', { active: false });
    for (const planId of [inactive.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await f.checkout(owner, { plan_id: planId, ad_id: ad.id });
      expect(res.status, planId).toBe(404);
      expect(res.body.error.code).toBe('PLAN_NOT_AVAILABLE');
    }
    const plan = await f.plan('upgrade');
    const missingAd = await f.checkout(owner, { plan_id: plan.id });
    expect(missingAd.status).toBe(400);
    expect(missingAd.body.error.fields).toEqual({ ad_id: 'This value is not valid' });
    const subscription = await f.plan('subscription');
    const missingCycle = await f.checkout(owner, { plan_id: subscription.id });
    expect(missingCycle.body.error.fields).toEqual({ billing_cycle: 'This value is not valid' });
    for (const body of [
      {},
      { plan_id: 5 },
      { plan_id: plan.id, ad_id: ad.id, amount_cents: 1 },
      { plan_id: plan.id, billing_cycle: 'weekly' },
    ]) {
      const res = await f.checkout(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses visitors, and shows payments and test checkouts to their owner only', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade');
    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    const session = f.sessionOf(started.body.checkout_url);
    const visitor = [
      await callApi(server, paymentsApi.startCheckout, { body: { plan_id: plan.id, ad_id: ad.id } }),
      await paymentAs(started.body.payment_id),
      await checkoutPageAs(session),
      await callApi(server, paymentsApi.payTestCheckout, { params: { sessionId: session } }),
      await callApi(server, paymentsApi.cancelTestCheckout, { params: { sessionId: session } }),
    ];
    expect(visitor.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const other = await f.person();
    const others = [
      await paymentAs(started.body.payment_id, other.cookie),
      await checkoutPageAs(session, other.cookie),
      await f.pay(other, session),
      await f.cancel(other, session),
      await paymentAs('not-an-id', owner.cookie),
      await checkoutPageAs('cs_test_unknown', owner.cookie),
    ];
    expect(others.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await f.paymentRow(started.body.payment_id)).status).toBe('pending');
  });

  it('is counted by the form_submit rate limit (10 an hour per person)', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('boost');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('when a feature is not in effect', () => {
  const KINDS = [
    ['upgrade', 'ad_upgrades_enabled'],
    ['boost', 'ad_boosts_enabled'],
    ['sponsorship', 'sponsorships_enabled'],
    ['subscription', 'subscriptions_enabled'],
  ] as const;

  async function withSetting(key: PlatformSettingKey, run: () => Promise<void>) {
    const was = await platformSetting(server, key);
    await setPlatformSetting(server, key, false);
    try {
      await run();
    } finally {
      await setPlatformSetting(server, key, was);
    }
  }

  it('each kind’s checkout and test payment answer 403 FEATURE_DISABLED; the others still sell', async () => {
    for (const [kind, key] of KINDS) {
      const owner = await f.person();
      const ad = await f.ad(owner.id);
      const plan = await f.plan(kind);
      const body =
        kind === 'subscription'
          ? { plan_id: plan.id, billing_cycle: 'monthly' }
          : { plan_id: plan.id, ad_id: ad.id };
      const open = await f.checkout(owner, body);
      expect(open.status, kind).toBe(201);
      const other = await f.plan(kind === 'boost' ? 'upgrade' : 'boost');
      await withSetting(key, async () => {
        const refused = await f.checkout(owner, body);
        expect(refused.status, kind).toBe(403);
        expect(refused.body.error.code).toBe('FEATURE_DISABLED');
        const pay = await f.pay(owner, f.sessionOf(open.body.checkout_url));
        expect(pay.status, kind).toBe(403);
        expect(pay.body.error.code).toBe('FEATURE_DISABLED');
        expect((await f.checkout(owner, { plan_id: other.id, ad_id: ad.id })).status, kind).toBe(201);
      });
      expect((await f.paymentRow(open.body.payment_id)).status).toBe('pending');
    }
  });

  it('the master switch refuses every checkout, whatever the plan', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade');
    await withSetting('monetization_enabled', async () => {
      for (const planId of [plan.id, 'nope']) {
        const res = await f.checkout(owner, { plan_id: planId, ad_id: ad.id }, 'uk');
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('FEATURE_DISABLED');
      }
    });
  });
});
