import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/core/app-error';
import { advertisements } from '../../../../server/db/schema/ads';
import { auditLog } from '../../../../server/db/schema/audit-log';
import { payments, sponsorships, subscriptions } from '../../../../server/db/schema/monetization';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import * as adsApi from '../../../../shared/api/ads';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../../support/factories';
import { callApi } from '../../../support/http';
import { createPayment, createSponsorship, createSubscription } from '../../../support/payment-factories';
import { configuredProvider } from '../../../support/payments-support';
import { startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
let admin: { id: string; cookie: string };
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInPerson(server, 'admin');
  categoryId = (await categoryBySlug(server.deps.db, 'services')).id;
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const refund = (id: string, body: unknown = {}, lang = 'en') =>
  callApi(server, paymentsApi.refundPayment, {
    params: { id },
    cookie: admin.cookie,
    body: {},
    invalidBody: body,
    lang,
  });
const adRow = async (id: string) =>
  (await server.deps.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];
/** The ids of a city's ads in the services category, in listing order. */
const listing = async (cityId: string) => {
  const res = await callApi(server, adsApi.listAds, { query: { city: cityId, category: 'services' } });
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((ad) => ad.id);
};

describe('marking a payment refunded', () => {
  it('ends an upgrade’s paid placement now: the ad leaves the top of its list', async () => {
    const db = server.deps.db;
    const person = await createUser(db);
    const city = await createCity(db);
    const paidAd = await createAd(db, {
      userId: person.id,
      cityId: city.id,
      categoryId,
      createdAt: new Date(Date.now() - DAY),
      isPaid: true,
      paidUntil: new Date(Date.now() + 7 * DAY),
    });
    const freeAd = await createAd(db, { userId: person.id, cityId: city.id, categoryId });
    const payment = await createPayment(db, { userId: person.id, adId: paidAd.id });
    expect(await listing(city.id)).toEqual([paidAd.id, freeAd.id]);

    const res = await refund(payment.id, { reason: '  Customer asked  ' });
    expect(res.status).toBe(200);
    expect(res.body.ended).toBe('paid_placement');
    expect(res.body.payment).toMatchObject({
      id: payment.id,
      status: 'refunded',
      refund_reason: 'Customer asked',
    });
    const refundedAt = Date.parse(res.body.payment.refunded_at);
    expect(Math.abs(refundedAt - Date.now())).toBeLessThan(60_000);
    const after = await adRow(paidAd.id);
    expect(after?.isPaid).toBe(true);
    expect(after?.paidUntil?.getTime()).toBe(refundedAt);
    expect(res.body.payment.bought.ad).toMatchObject({
      is_paid: true,
      paid_until: res.body.payment.refunded_at,
    });
    expect(await listing(city.id)).toEqual([freeAd.id, paidAd.id]);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payment.id), eq(auditLog.action, 'payment.refund')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: 'payment',
      before: { status: 'paid', refunded_at: null },
      after: { status: 'refunded', ended: 'paid_placement', reason: 'Customer asked', amount_cents: 499 },
    });
  });

  it('refuses a second refund and a payment that was never paid (409), without changing them', async () => {
    const db = server.deps.db;
    const person = await createUser(db);
    const paid = await createPayment(db, { userId: person.id });
    expect((await refund(paid.id)).status).toBe(200);
    const [first] = await db.select().from(payments).where(eq(payments.id, paid.id));
    const again = await refund(paid.id, {}, 'uk');
    expect([again.status, again.body.error.code]).toEqual([409, 'PAYMENT_NOT_REFUNDABLE']);
    expect(again.body.error.message).toBe('Повернення можна позначити лише для сплаченого платежу');
    const [second] = await db.select().from(payments).where(eq(payments.id, paid.id));
    expect(second?.refundedAt).toEqual(first?.refundedAt);

    for (const status of ['pending', 'failed', 'expired'] as const) {
      const payment = await createPayment(db, { userId: person.id, status });
      const res = await refund(payment.id);
      expect([status, res.status, res.body.error.code]).toEqual([status, 409, 'PAYMENT_NOT_REFUNDABLE']);
      const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row?.status).toBe(status);
    }
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, paid.id));
    expect(audits).toHaveLength(1);
    const missing = await refund(randomUUID());
    expect(missing.status).toBe(404);
    const long = await refund(paid.id, { reason: 'x'.repeat(501) });
    expect([long.status, Object.keys(long.body.error.fields)]).toEqual([400, ['reason']]);
  });

  it('ends a sponsorship now', async () => {
    const db = server.deps.db;
    const person = await createUser(db);
    const ad = await createAd(db, { userId: person.id, cityId: (await createCity(db)).id, categoryId });
    const payment = await createPayment(db, { userId: person.id, adId: ad.id, kind: 'sponsorship' });
    const slot = await createSponsorship(db, {
      adId: ad.id,
      paymentId: payment.id,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 6 * DAY),
    });
    const res = await refund(payment.id);
    expect([res.status, res.body.ended]).toEqual([200, 'sponsorship']);
    const [row] = await db.select().from(sponsorships).where(eq(sponsorships.id, slot.id));
    expect(row?.endsAt.toISOString()).toBe(res.body.payment.refunded_at);
    expect(row?.startsAt.getTime()).toBe(slot.startsAt.getTime());
    expect(res.body.payment.bought.sponsorship.ends_at).toBe(res.body.payment.refunded_at);
  });

  it('ends a subscription now, and the paid placement it gave its holder’s ads', async () => {
    const db = server.deps.db;
    const person = await createUser(db);
    const city = await createCity(db);
    const periodEnd = new Date(Date.now() + 20 * DAY);
    const subscription = await createSubscription(db, {
      userId: person.id,
      currentPeriodStart: new Date(Date.now() - 10 * DAY),
      currentPeriodEnd: periodEnd,
    });
    const place = { userId: person.id, cityId: city.id, categoryId, isPaid: true };
    const fromSubscription = await createAd(db, {
      ...place,
      paidUntil: periodEnd,
      createdAt: new Date(Date.now() - DAY),
    });
    const ownUpgrade = await createAd(db, {
      ...place,
      paidUntil: new Date(Date.now() + 25 * DAY),
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const someoneElse = await createUser(db);
    const theirs = await createAd(db, {
      ...place,
      userId: someoneElse.id,
      paidUntil: periodEnd,
      createdAt: new Date(Date.now() - 3 * DAY),
    });
    const free = await createAd(db, { userId: person.id, cityId: city.id, categoryId });
    const payment = await createPayment(db, {
      userId: person.id,
      kind: 'subscription',
      subscriptionId: subscription.id,
      amountCents: 999,
    });
    expect(await listing(city.id)).toEqual([fromSubscription.id, ownUpgrade.id, theirs.id, free.id]);

    const res = await refund(payment.id);
    expect([res.status, res.body.ended]).toEqual([200, 'subscription']);
    const now = res.body.payment.refunded_at;
    expect(res.body.payment.bought.subscription).toMatchObject({
      status: 'cancelled',
      current_period_end: now,
      cancel_at_period_end: true,
    });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row?.cancelledAt?.toISOString()).toBe(now);
    expect((await adRow(fromSubscription.id))?.paidUntil?.toISOString()).toBe(now);
    expect((await adRow(ownUpgrade.id))?.paidUntil?.getTime()).toBeGreaterThan(periodEnd.getTime());
    expect((await adRow(theirs.id))?.paidUntil?.getTime()).toBe(periodEnd.getTime());
    expect(await listing(city.id)).toEqual([ownUpgrade.id, theirs.id, free.id, fromSubscription.id]);
  });

  it('tells the provider to stop renewing a refunded subscription; a provider failure marks nothing', async () => {
    const db = server.deps.db;
    const person = await createUser(db);
    const subscription = await createSubscription(db, {
      userId: person.id,
      currentPeriodStart: new Date(Date.now() - DAY),
      currentPeriodEnd: new Date(Date.now() + 29 * DAY),
    });
    const providerId = `sub_${randomUUID()}`;
    await db
      .update(subscriptions)
      .set({ providerSubscriptionId: providerId })
      .where(eq(subscriptions.id, subscription.id));
    const payment = await createPayment(db, {
      userId: person.id,
      kind: 'subscription',
      subscriptionId: subscription.id,
      amountCents: 999,
    });
    const provider = configuredProvider(server);
    const calls: [string, boolean][] = [];
    let failing = true;
    server.deps.payments = {
      ...provider,
      name: subscription.provider,
      async setCancelAtPeriodEnd(id: string, cancel: boolean) {
        calls.push([id, cancel]);
        if (failing) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502);
      },
    };
    try {
      const refused = await refund(payment.id);
      expect([refused.status, refused.body.error.code]).toEqual([502, 'PAYMENT_PROVIDER_UNAVAILABLE']);
      const [unchanged] = await db.select().from(payments).where(eq(payments.id, payment.id));
      expect(unchanged?.status).toBe('paid');

      failing = false;
      const res = await refund(payment.id);
      expect([res.status, res.body.ended]).toEqual([200, 'subscription']);
      expect(calls).toEqual([
        [providerId, true],
        [providerId, true],
      ]);
    } finally {
      server.deps.payments = provider;
    }
  });

  it('says a boost has nothing to undo, and leaves its ad where it is', async () => {
    const db = server.deps.db;
    const person = await createUser(db);
    const boostedAt = new Date(Date.now() - 60_000);
    const ad = await createAd(db, {
      userId: person.id,
      cityId: (await createCity(db)).id,
      categoryId,
      boostedAt,
    });
    const payment = await createPayment(db, {
      userId: person.id,
      adId: ad.id,
      kind: 'boost',
      amountCents: 199,
    });
    const res = await refund(payment.id);
    expect([res.status, res.body.ended, res.body.payment.status]).toEqual([200, 'nothing', 'refunded']);
    const after = await adRow(ad.id);
    expect([after?.boostedAt?.getTime(), after?.isPaid, after?.paidUntil]).toEqual([
      boostedAt.getTime(),
      false,
      null,
    ]);
  });
});
