import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { advertisements } from '../../server/db/schema/ads';
import { paymentEvents, payments, plans, subscriptions } from '../../server/db/schema/monetization';
import type { PaymentProvider } from '../../server/payments/payment-provider';
import { apiPath } from '../../shared/api/operation';
import * as paymentsApi from '../../shared/api/payments';
import type { CheckoutInput } from '../../shared/schemas/checkout';
import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { callApi, getJson } from './http';
import type { TestServer } from './test-server';

type PlanInsert = typeof plans.$inferInsert;
type Person = { id: string; cookie: string };

/** Plan rows of this test's own (names unique), shaped as the database requires for each kind. */
const PLAN_SHAPES: Record<PlanInsert['kind'], Partial<PlanInsert>> = {
  upgrade: { priceCents: 999, durationDays: 30 },
  boost: { priceCents: 299 },
  sponsorship: { priceCents: 4900, durationDays: 7 },
  subscription: { priceCents: 1500, annualPriceCents: 15000 },
};

/** The server's payment provider, for tests that wrap it (fails the test while payments are off). */
export function configuredProvider(server: TestServer): PaymentProvider {
  if (!server.deps.payments) throw new Error('payments are off on this test server');
  return server.deps.payments;
}

/** The test provider's webhook secret, derived here independently of the server's code. */
export const testWebhookSecret = (authSecret: string) =>
  createHmac('sha256', authSecret).update('test-payments').digest('hex');

/** A Stripe-Signature header over `body` at `at`, made by Stripe's SDK as its docs suggest for tests. */
export function signature(secret: string, body: string, at: Date = new Date()): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
}

export async function paymentsFixture(server: TestServer) {
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'services');

  return {
    city,
    category,
    person: (role: 'admin' | 'user' = 'user') => signedInPerson(server, role),
    ad: (ownerId: string, fields: Partial<typeof advertisements.$inferInsert> = {}) =>
      createAd(db, { userId: ownerId, cityId: city.id, categoryId: category.id, ...fields }),
    async plan(kind: PlanInsert['kind'], fields: Partial<PlanInsert> = {}) {
      const tag = randomUUID().slice(0, 8);
      const [row] = await db
        .insert(plans)
        .values({
          kind,
          nameEn: `Plan ${tag}`,
          nameUk: `План ${tag}`,
          priceCents: 100,
          ...PLAN_SHAPES[kind],
          ...fields,
        })
        .returning();
      if (!row) throw new Error('plan not created');
      return row;
    },
    checkout: (who: Person, body: Record<string, unknown>, lang = 'en') =>
      // Tests send what the contract refuses too (no ad, no cycle): the body as it is.
      callApi(server, paymentsApi.startCheckout, { cookie: who.cookie, body: body as CheckoutInput, lang }),
    /** The session id at the end of a test checkout URL. */
    sessionOf: (checkoutUrl: string) => checkoutUrl.split('/').at(-1) ?? '',
    pay: (who: Person, sessionId: string) =>
      callApi(server, paymentsApi.payTestCheckout, { params: { sessionId }, cookie: who.cookie }),
    cancel: (who: Person, sessionId: string) =>
      callApi(server, paymentsApi.cancelTestCheckout, { params: { sessionId }, cookie: who.cookie }),
    async adRow(id: string) {
      const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id));
      if (!row) throw new Error('no ad');
      return row;
    },
    async paymentRow(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      if (!row) throw new Error('no payment');
      return row;
    },
    eventsOf: (paymentId: string) =>
      db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)),
    subscriptionsOf: (userId: string) =>
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    /** POSTs a raw webhook body with the given headers. */
    webhook: (provider: string, body: string, headers: Record<string, string>) =>
      getJson(`${server.url}${apiPath(paymentsApi.receivePaymentWebhook, { params: { provider } })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }).then((res) => ({ status: res.status, body: res.body })),
  };
}
