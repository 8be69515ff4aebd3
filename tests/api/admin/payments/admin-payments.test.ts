import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, PLAN_KINDS } from '../../../../server/db/schema/monetization';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import type { Operation } from '../../../../shared/api/operation';
import { PAYMENT_KIND_VALUES, PAYMENT_STATUS_VALUES } from '../../../../shared/schemas/admin-payments';
import {
  categoryBySlug,
  createAd,
  createCity,
  createUser,
  signedInAdminAndUser,
} from '../../../support/factories';
import { callApi } from '../../../support/http';
import { createPayment } from '../../../support/payment-factories';
import { setupTestServer } from '../../../support/setup-server';

type Payment = { id: string; status: string; kind: string; person: { display_name: string } };

const shared = setupTestServer(signedInAdminAndUser);

// On PostgreSQL test files share one database: every list is narrowed to this test's own payer.
const payer = async (name = 'Payer') =>
  createUser(shared.server.deps.db, { displayName: `${name} ${randomUUID()}` });
const list = async (query: Record<string, string>, cookie = shared.admin.cookie) => {
  const res = await callApi(shared.server, paymentsApi.listPayments, { query: query as never, cookie });
  return { ...res, items: (res.body?.items ?? []) as Payment[] };
};
const at = (iso: string) => new Date(iso);

describe('admin payments: access', () => {
  it('refuses visitors (401) and people who are not admins (403) on every route', async () => {
    const id = randomUUID();
    const calls: [Operation, object][] = [
      [paymentsApi.listPayments, {}],
      [paymentsApi.getPaymentTotals, {}],
      [paymentsApi.getPayment, { params: { id } }],
      [paymentsApi.refundPayment, { params: { id }, body: {} }],
    ];
    for (const [op, input] of calls) {
      const { path } = op;
      const visitor = await callApi(shared.server, op, input as never);
      expect([path, visitor.status, visitor.body.error.code]).toEqual([path, 401, 'UNAUTHORIZED']);
      const person = await callApi(shared.server, op, { ...input, cookie: shared.user.cookie } as never);
      expect([path, person.status, person.body.error.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
  });

  it('uses the same statuses and kinds as the database', () => {
    expect(PAYMENT_STATUS_VALUES).toEqual(PAYMENT_STATUSES);
    expect(PAYMENT_KIND_VALUES).toEqual(PLAN_KINDS);
  });
});

describe('admin payments: the list', () => {
  it('shows a payment with its payer and ad, newest first, and says how many match', async () => {
    const db = shared.server.deps.db;
    const person = await payer();
    const city = await createCity(db);
    const ad = await createAd(db, {
      userId: person.id,
      cityId: city.id,
      categoryId: (await categoryBySlug(db, 'services')).id,
    });
    const older = await createPayment(db, {
      userId: person.id,
      adId: ad.id,
      createdAt: at('2024-05-01T12:00:00Z'),
    });
    const newer = await createPayment(db, {
      userId: person.id,
      kind: 'subscription',
      billingCycle: 'annual',
      description: 'Business',
      amountCents: 9900,
      currency: 'EUR',
      status: 'pending',
      createdAt: at('2024-05-02T12:00:00Z'),
    });
    const res = await list({ person: person.displayName });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.total).toBe(2);
    expect(res.body.next_cursor).toBeNull();
    expect(res.items.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(res.items[1]).toEqual({
      id: older.id,
      created_at: '2024-05-01T12:00:00.000Z',
      paid_at: '2024-05-01T12:00:00.000Z',
      refunded_at: null,
      status: 'paid',
      kind: 'upgrade',
      billing_cycle: 'one_time',
      description: 'Featured for 7 days',
      amount_cents: 499,
      currency: 'USD',
      provider: 'test',
      provider_payment_id: older.providerPaymentId,
      person: { id: person.id, display_name: person.displayName, email: `${person.id}@test.hromada.local` },
      ad: { id: ad.id, title: ad.title },
    });
    expect(res.items[0]).toMatchObject({ status: 'pending', kind: 'subscription', paid_at: null, ad: null });
  });

  it('finds the payer by part of the name or the email, in any case', async () => {
    const marker = randomUUID().slice(0, 8);
    const anna = await createUser(shared.server.deps.db, { displayName: `Anna Zahar${marker}` });
    const other = await payer('Other');
    const mine = await createPayment(shared.server.deps.db, { userId: anna.id });
    await createPayment(shared.server.deps.db, { userId: other.id });
    for (const person of [`zahar${marker}`.toUpperCase(), ` anna zahar${marker} `, anna.id.slice(0, 13)]) {
      const res = await list({ person });
      expect([person, res.items.map((p) => p.id)]).toEqual([person, [mine.id]]);
    }
    // LIKE's own characters match themselves only.
    expect((await list({ person: `%${marker}` })).items).toEqual([]);
    expect((await list({ person: `Anna_Zahar${marker}` })).items).toEqual([]);
  });

  it('filters by status and by kind, alone and together', async () => {
    const db = shared.server.deps.db;
    const person = await payer();
    const paidUpgrade = await createPayment(db, { userId: person.id, kind: 'upgrade' });
    const paidBoost = await createPayment(db, { userId: person.id, kind: 'boost', description: 'Boost' });
    const pendingBoost = await createPayment(db, { userId: person.id, kind: 'boost', status: 'pending' });
    const failedSponsorship = await createPayment(db, {
      userId: person.id,
      kind: 'sponsorship',
      status: 'failed',
    });
    const expired = await createPayment(db, { userId: person.id, status: 'expired' });
    const refunded = await createPayment(db, {
      userId: person.id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    const ids = async (query: Record<string, string>) => {
      const res = await list({ person: person.displayName, ...query });
      expect(res.body.total).toBe(res.items.length);
      return new Set(res.items.map((p) => p.id));
    };
    expect(await ids({ status: 'paid' })).toEqual(new Set([paidUpgrade.id, paidBoost.id]));
    expect(await ids({ status: 'pending' })).toEqual(new Set([pendingBoost.id]));
    expect(await ids({ status: 'failed' })).toEqual(new Set([failedSponsorship.id]));
    expect(await ids({ status: 'expired' })).toEqual(new Set([expired.id]));
    expect(await ids({ status: 'refunded' })).toEqual(new Set([refunded.id]));
    expect(await ids({ kind: 'boost' })).toEqual(new Set([paidBoost.id, pendingBoost.id]));
    expect(await ids({ kind: 'subscription' })).toEqual(new Set());
    expect(await ids({ kind: 'boost', status: 'paid' })).toEqual(new Set([paidBoost.id]));
    expect(await ids({ kind: 'sponsorship', status: 'paid' })).toEqual(new Set());
  });

  it('filters by days in the site time zone, both ends included', async () => {
    const db = shared.server.deps.db;
    const person = await payer();
    // New York (SITE_TIME_ZONE's default): 03:30 UTC on the 10th is still the evening of the 9th.
    const lateOn9th = await createPayment(db, { userId: person.id, createdAt: at('2024-03-10T03:30:00Z') });
    const on10th = await createPayment(db, { userId: person.id, createdAt: at('2024-03-10T05:00:00Z') });
    const on12th = await createPayment(db, { userId: person.id, createdAt: at('2024-03-13T03:59:59Z') });
    const on13th = await createPayment(db, { userId: person.id, createdAt: at('2024-03-13T04:00:00Z') });
    const ids = async (query: Record<string, string>) =>
      (await list({ person: person.displayName, ...query })).items.map((p) => p.id);
    expect(await ids({ from: '2024-03-09', to: '2024-03-09' })).toEqual([lateOn9th.id]);
    expect(await ids({ from: '2024-03-10', to: '2024-03-12' })).toEqual([on12th.id, on10th.id]);
    expect(await ids({ from: '2024-03-13' })).toEqual([on13th.id]);
    expect(await ids({ to: '2024-03-09' })).toEqual([lateOn9th.id]);
    expect(await ids({ from: '2024-03-10', to: '2024-03-12', status: 'paid', kind: 'upgrade' })).toEqual([
      on12th.id,
      on10th.id,
    ]);
    expect(await ids({ from: '2024-03-10', to: '2024-03-12', kind: 'boost' })).toEqual([]);
  });

  it('pages newest first with a cursor, the count staying the whole match', async () => {
    const person = await payer();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await createPayment(shared.server.deps.db, {
          userId: person.id,
          createdAt: at(`2024-06-0${i + 1}T10:00:00Z`),
        }),
      );
    // Two at the same moment: the id decides, and neither is lost between pages.
    made.push(
      await createPayment(shared.server.deps.db, {
        userId: person.id,
        createdAt: at('2024-06-05T10:00:00Z'),
      }),
    );
    const expected = made
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((p) => p.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof list>> = await list({
        person: person.displayName,
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(6);
      expect(res.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.items.map((p) => p.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});
