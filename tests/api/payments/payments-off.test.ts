import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../server/db/schema/monetization';
import * as paymentsApi from '../../../shared/api/payments';
import * as settingsApi from '../../../shared/api/platform-settings';
import { errors as enErrors } from '../../../shared/i18n/en/errors';
import { errors as ukErrors } from '../../../shared/i18n/uk/errors';
import { PLATFORM_SETTING_DEFAULTS } from '../../../shared/platform-features';
import { callApi } from '../../support/http';
import { paymentsFixture, signature, testWebhookSecret } from '../../support/payments-support';
import { openSettingsStream } from '../../support/sse-client';
import { startTestServer, type TestServer } from '../../support/test-server';

// A production site without Stripe keys (NODE_ENV=production, no PAYMENTS): payments are off. The
// finding was a 7-day sponsorship bought for nothing on the test checkout of such a site.

const NOTHING_OFFERED = {
  ad_upgrades: false,
  ad_boosts: false,
  sponsorships: false,
  pricing_page: false,
  subscriptions: false,
};

let server: TestServer;
let f: Awaited<ReturnType<typeof paymentsFixture>>;

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production' });
  f = await paymentsFixture(server);
});
afterAll(() => server?.close());

describe('payments in production without a provider', () => {
  it('tell the interface that payments are off and offer no paid feature, whatever the switches say', async () => {
    const state = await callApi(server, settingsApi.getPlatformSettings, {});
    expect(state.status).toBe(200);
    expect(state.body).toEqual({
      settings: PLATFORM_SETTING_DEFAULTS,
      features: NOTHING_OFFERED,
      payment_provider: 'off',
    });
    const stream = await openSettingsStream(server.url);
    try {
      const first = await stream.nextState(() => true);
      expect([first.payment_provider, first.features]).toEqual(['off', NOTHING_OFFERED]);
    } finally {
      await stream.close();
    }
  });

  it('refuse a checkout with 503 PAYMENTS_NOT_CONFIGURED in the buyer’s language, writing nothing', async () => {
    const owner = await f.person();
    const ad = await f.ad(owner.id);
    const plan = await f.plan('sponsorship');
    for (const [lang, message] of [
      ['en', enErrors.PAYMENTS_NOT_CONFIGURED],
      ['uk', ukErrors.PAYMENTS_NOT_CONFIGURED],
    ] as const) {
      const res = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id }, lang);
      expect([res.status, res.body.error]).toEqual([503, { code: 'PAYMENTS_NOT_CONFIGURED', message }]);
    }
    expect(await server.deps.db.select().from(payments).where(eq(payments.userId, owner.id))).toEqual([]);
  });

  it('have no test checkout: its pages and its webhook are not there', async () => {
    const owner = await f.person();
    const session = 'cs_test_made_up';
    expect(
      (
        await callApi(server, paymentsApi.getTestCheckout, {
          params: { sessionId: session },
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await f.pay(owner, session)).status).toBe(404);
    // Even a well-signed test event (the test provider's secret derives from the auth secret).
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.completed',
      session_id: session,
      payment_id: null,
      subscription_id: null,
    });
    const headers = { 'test-payment-signature': signature(testWebhookSecret(server.secret), body) };
    expect((await f.webhook('test', body, headers)).status).toBe(404);
  });

  it('say so to the admin when a switch is changed, too', async () => {
    const admin = await f.person('admin');
    const res = await callApi(server, settingsApi.updatePlatformSetting, {
      params: { key: 'ad_boosts_enabled' },
      body: { enabled: true },
      cookie: admin.cookie,
    });
    expect([res.status, res.body.payment_provider, res.body.features]).toEqual([200, 'off', NOTHING_OFFERED]);
  });
});

describe('payments in production with PAYMENTS=test', () => {
  it('keep the test checkout, as asked', async () => {
    const explicit = await startTestServer({ NODE_ENV: 'production', PAYMENTS: 'test' });
    try {
      const fixture = await paymentsFixture(explicit);
      const state = await callApi(explicit, settingsApi.getPlatformSettings, {});
      expect([state.body.payment_provider, state.body.features.sponsorships]).toEqual(['test', true]);
      const owner = await fixture.person();
      const ad = await fixture.ad(owner.id);
      const plan = await fixture.plan('sponsorship');
      const started = await fixture.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
      expect(started.status).toBe(201);
      expect(started.body.checkout_url).toContain('/checkout/test/');
    } finally {
      await explicit.close();
    }
  });
});
