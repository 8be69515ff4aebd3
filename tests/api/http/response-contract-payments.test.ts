import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AdminPaymentDetail, AdminPaymentPage, RefundResult } from '../../../shared/schemas/admin-payments';
import {
  CheckoutStarted,
  OwnPayment,
  TestCheckout,
  TestCheckoutOutcome,
} from '../../../shared/schemas/checkout';
import { PlanList } from '../../../shared/schemas/plans';
import { SubscriptionList } from '../../../shared/schemas/subscriptions';
import { paymentsFixture } from '../../support/payments-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// The payment pages parse their answers with the routes' schemas (app/lib/api-client.ts): the answers
// of a whole test checkout, from the plans on sale to the admin's refund, must pass them.

let server: TestServer;
let f: Awaited<ReturnType<typeof paymentsFixture>>;

beforeAll(async () => {
  server = await startTestServer();
  f = await paymentsFixture(server);
});
afterAll(() => server?.close());

const expectParsed = (schema: z.ZodType, res: { status: number; text: string; body: unknown }) => {
  expect(res.status, res.text).toBeLessThan(300);
  const result = schema.safeParse(res.body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
};

describe('payment answers match the declared response schemas', () => {
  it('from the plans on sale to a refund', async () => {
    const owner = await f.person();
    const admin = await f.person('admin');
    const ad = await f.ad(owner.id);
    const plan = await f.plan('upgrade');
    expectParsed(PlanList, await f.call('GET', '/plans', owner.cookie));

    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    expectParsed(CheckoutStarted, started);
    const session = f.sessionOf(started.body.checkout_url);
    expectParsed(TestCheckout, await f.call('GET', `/checkout/test/${session}`, owner.cookie));
    expectParsed(TestCheckoutOutcome, await f.pay(owner, session));
    expectParsed(OwnPayment, await f.call('GET', `/me/payments/${started.body.payment_id}`, owner.cookie));
    expectParsed(SubscriptionList, await f.call('GET', '/me/subscriptions', owner.cookie));

    expectParsed(AdminPaymentPage, await f.call('GET', '/admin/payments', admin.cookie));
    const payment = `/admin/payments/${started.body.payment_id}`;
    expectParsed(AdminPaymentDetail, await f.call('GET', payment, admin.cookie));
    expectParsed(RefundResult, await f.call('POST', `${payment}/refund`, admin.cookie, { reason: 'test' }));
  });
});
