import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as adminPaymentsApi from '../../../shared/api/admin-payments';
import * as paymentsApi from '../../../shared/api/payments';
import * as plansApi from '../../../shared/api/plans';
import { AdminPaymentDetail, AdminPaymentPage, RefundResult } from '../../../shared/schemas/admin-payments';
import {
  CheckoutStarted,
  OwnPayment,
  TestCheckout,
  TestCheckoutOutcome,
} from '../../../shared/schemas/checkout';
import { PlanList } from '../../../shared/schemas/plans';
import { SubscriptionList } from '../../../shared/schemas/subscriptions';
import { callApi } from '../../support/http';
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
    expectParsed(PlanList, await callApi(server, plansApi.listPlans, { cookie: owner.cookie }));

    const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
    expectParsed(CheckoutStarted, started);
    const session = f.sessionOf(started.body.checkout_url);
    expectParsed(
      TestCheckout,
      await callApi(server, paymentsApi.getTestCheckout, {
        params: { sessionId: session },
        cookie: owner.cookie,
      }),
    );
    expectParsed(TestCheckoutOutcome, await f.pay(owner, session));
    expectParsed(
      OwnPayment,
      await callApi(server, paymentsApi.getOwnPayment, {
        params: { id: started.body.payment_id },
        cookie: owner.cookie,
      }),
    );
    expectParsed(
      SubscriptionList,
      await callApi(server, paymentsApi.listSubscriptions, { cookie: owner.cookie }),
    );

    expectParsed(
      AdminPaymentPage,
      await callApi(server, adminPaymentsApi.listPayments, { cookie: admin.cookie }),
    );
    const payment = { id: started.body.payment_id };
    expectParsed(
      AdminPaymentDetail,
      await callApi(server, adminPaymentsApi.getPayment, { params: payment, cookie: admin.cookie }),
    );
    expectParsed(
      RefundResult,
      await callApi(server, adminPaymentsApi.refundPayment, {
        params: payment,
        cookie: admin.cookie,
        body: { reason: 'test' },
      }),
    );
  });
});
