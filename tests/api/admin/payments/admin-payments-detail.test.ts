import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import type { Operation } from '../../../../shared/api/operation';
import { hasNaughtyStrings, naughtyStrings } from '../../../support/corpora';
import { categoryBySlug, createAd, createCity, createUser, signedInAdmin } from '../../../support/factories';
import { callApi } from '../../../support/http';
import { createPayment, createSponsorship, createSubscription } from '../../../support/payment-factories';
import { setupTestServer } from '../../../support/setup-server';

const shared = setupTestServer(signedInAdmin);

/** An admin's read of a payments operation; the queries the tests send are valid and invalid alike. */
const get = (
  op: Operation,
  where: { params?: { id: string }; query?: Record<string, string> } = {},
  lang = 'en',
) => callApi(shared.server, op, { ...where, cookie: shared.admin.cookie, lang } as never);
const DAY = 86_400_000;

describe('admin payments: one payment', () => {
  it('shows an upgrade with its ad as it stands and the provider session', async () => {
    const db = shared.server.deps.db;
    const person = await createUser(db);
    const paidUntil = new Date(Date.now() + 7 * DAY);
    const ad = await createAd(db, {
      userId: person.id,
      cityId: (await createCity(db)).id,
      categoryId: (await categoryBySlug(db, 'services')).id,
      isPaid: true,
      paidUntil,
    });
    const payment = await createPayment(db, { userId: person.id, adId: ad.id });
    const res = await get(paymentsApi.getPayment, { params: { id: payment.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({
      id: payment.id,
      status: 'paid',
      provider_session_id: payment.providerSessionId,
      provider_payment_id: payment.providerPaymentId,
      refund_reason: null,
      person: { id: person.id, display_name: person.displayName },
      ad: { id: ad.id, title: ad.title },
      bought: {
        ad: { id: ad.id, title: ad.title, is_paid: true, paid_until: paidUntil.toISOString() },
        sponsorship: null,
        subscription: null,
      },
    });
  });

  it('shows a sponsorship’s period and a subscription’s period and status', async () => {
    const db = shared.server.deps.db;
    const person = await createUser(db);
    const ad = await createAd(db, {
      userId: person.id,
      cityId: (await createCity(db)).id,
      categoryId: (await categoryBySlug(db, 'services')).id,
    });
    const sponsored = await createPayment(db, { userId: person.id, adId: ad.id, kind: 'sponsorship' });
    const startsAt = new Date(Date.now() - DAY);
    const endsAt = new Date(Date.now() + 6 * DAY);
    const slot = await createSponsorship(db, { adId: ad.id, paymentId: sponsored.id, startsAt, endsAt });
    const sponsorship = await get(paymentsApi.getPayment, { params: { id: sponsored.id } });
    expect(sponsorship.body.bought).toEqual({
      ad: { id: ad.id, title: ad.title, is_paid: false, paid_until: null },
      sponsorship: { id: slot.id, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
      subscription: null,
    });

    const periodStart = new Date(Date.now() - 3 * DAY);
    const periodEnd = new Date(Date.now() + 27 * DAY);
    const subscription = await createSubscription(db, {
      userId: person.id,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    });
    const payment = await createPayment(db, {
      userId: person.id,
      kind: 'subscription',
      subscriptionId: subscription.id,
    });
    const res = await get(paymentsApi.getPayment, { params: { id: payment.id } });
    expect(res.body).toMatchObject({ kind: 'subscription', billing_cycle: 'monthly', ad: null });
    expect(res.body.bought.subscription).toEqual({
      id: subscription.id,
      status: 'active',
      billing_cycle: 'monthly',
      current_period_start: periodStart.toISOString(),
      current_period_end: periodEnd.toISOString(),
      cancel_at_period_end: false,
    });
  });

  it('answers 404 for an unknown payment and 400 for something that is not an id', async () => {
    const missing = await get(paymentsApi.getPayment, { params: { id: randomUUID() } });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const bad = await get(paymentsApi.getPayment, { params: { id: 'not-an-id' } });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('admin payments: bad filters', () => {
  it('answers 400 naming each bad field, in the reader’s language', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: 'lost' }, 'status'],
      [{ kind: 'gift' }, 'kind'],
      [{ person: 'x'.repeat(201) }, 'person'],
      [{ from: '2024-02-30' }, 'from'],
      [{ from: '24-01-01' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ from: '2024-03-02', to: '2024-03-01' }, 'to'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
    ];
    for (const [query, field] of cases) {
      const res = await get(paymentsApi.listPayments, { query });
      expect([JSON.stringify(query), res.status, res.body.error.code]).toEqual([
        JSON.stringify(query),
        400,
        'VALIDATION_FAILED',
      ]);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    const en = await get(paymentsApi.listPayments, { query: { person: 'x'.repeat(201) } });
    const uk = await get(paymentsApi.listPayments, { query: { person: 'x'.repeat(201) } }, 'uk');
    expect(en.body.error.fields.person).toMatch(/too long/);
    expect(uk.body.error.fields.person).not.toBe(en.body.error.fields.person);
    const cursor = await get(paymentsApi.listPayments, { query: { cursor: 'garbage' } });
    expect([cursor.status, cursor.body.error.code]).toEqual([400, 'INVALID_CURSOR']);
    for (const months of ['0', '37', 'x']) {
      const totals = await get(paymentsApi.getPaymentTotals, { query: { months } });
      expect([totals.status, Object.keys(totals.body.error.fields ?? {})]).toEqual([400, ['months']]);
    }
  });

  it('takes odd and naughty strings as the person filter without failing', async () => {
    const odd = ['\u0000', '%', '_', '\\', "'; drop table payments; --", '🎉', 'ї'.repeat(200)];
    for (const text of [...odd, ...(hasNaughtyStrings ? naughtyStrings() : [])]) {
      const res = await get(paymentsApi.listPayments, { query: { person: text.slice(0, 200) } });
      expect([text, res.status]).toEqual([text, 200]);
      expect(Array.isArray(res.body.items)).toBe(true);
    }
  });
});
