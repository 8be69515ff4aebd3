import { describe, expect, it } from 'vitest';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import { createUser, signedInAdmin } from '../../../support/factories';
import { callApi } from '../../../support/http';
import { createPayment } from '../../../support/payment-factories';
import { setupTestServer } from '../../../support/setup-server';

type Row = {
  month: string;
  currency: string;
  paid_count: number;
  paid_cents: number;
  refunded_count: number;
  refunded_cents: number;
  net_cents: number;
};

const shared = setupTestServer(signedInAdmin);

const setNow = (iso: string) => {
  shared.server.deps.clock = () => new Date(iso);
};
const totals = async (months?: number) => {
  const res = await callApi(shared.server, paymentsApi.getPaymentTotals, {
    query: { months: months || undefined },
    cookie: shared.admin.cookie,
  });
  expect(res.status).toBe(200);
  return { timeZone: res.body.time_zone as string, rows: res.body.rows as Row[] };
};
const monthsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.month))];
const zero = { paid_count: 0, paid_cents: 0, refunded_count: 0, refunded_cents: 0, net_cents: 0 };

// On PostgreSQL test files share one database: these payments use the ISO test currencies (XTS,
// XXX) in years nobody else writes, and only their rows are compared.
describe('monthly payment totals', () => {
  it('adds up each month of the site time zone per currency, refunds in the month they were marked', async () => {
    const db = shared.server.deps.db;
    const { id: userId } = await createUser(db);
    // New York: 03:00 UTC on 1 February is still 31 January.
    await createPayment(db, {
      userId,
      currency: 'XTS',
      amountCents: 1000,
      createdAt: new Date('2031-02-01T03:00:00Z'),
    });
    const refunded = await createPayment(db, {
      userId,
      currency: 'XTS',
      amountCents: 2500,
      createdAt: new Date('2031-02-01T06:00:00Z'),
    });
    await createPayment(db, {
      userId,
      currency: 'XXX',
      amountCents: 700,
      createdAt: new Date('2031-03-02T12:00:00Z'),
    });
    await createPayment(db, {
      userId,
      currency: 'XTS',
      status: 'pending',
      createdAt: new Date('2031-03-03T12:00:00Z'),
    });
    await createPayment(db, {
      userId,
      currency: 'XTS',
      status: 'failed',
      createdAt: new Date('2031-03-03T12:00:00Z'),
    });
    await createPayment(db, {
      userId,
      currency: 'XTS',
      amountCents: 9999,
      createdAt: new Date('2030-12-31T12:00:00Z'),
    });
    // Marked refunded at 00:30 on 1 March, New York time: a March refund of a February payment.
    setNow('2031-03-01T05:30:00Z');
    const marked = await callApi(shared.server, paymentsApi.refundPayment, {
      params: { id: refunded.id },
      cookie: shared.admin.cookie,
      body: {},
    });
    expect(marked.body.payment.refunded_at).toBe('2031-03-01T05:30:00.000Z');

    setNow('2031-03-20T12:00:00Z');
    const { timeZone, rows } = await totals(3);
    expect(timeZone).toBe('America/New_York');
    expect(monthsOf(rows)).toEqual(['2031-03', '2031-02', '2031-01']);
    const ours = rows.filter((r) => r.currency === 'XTS' || r.currency === 'XXX');
    expect(ours).toEqual([
      {
        month: '2031-03',
        currency: 'XTS',
        ...zero,
        refunded_count: 1,
        refunded_cents: 2500,
        net_cents: -2500,
      },
      { month: '2031-03', currency: 'XXX', ...zero, paid_count: 1, paid_cents: 700, net_cents: 700 },
      { month: '2031-02', currency: 'XTS', ...zero, paid_count: 1, paid_cents: 2500, net_cents: 2500 },
      { month: '2031-02', currency: 'XXX', ...zero },
      { month: '2031-01', currency: 'XTS', ...zero, paid_count: 1, paid_cents: 1000, net_cents: 1000 },
      { month: '2031-01', currency: 'XXX', ...zero },
    ]);

    const year = await totals();
    expect(monthsOf(year.rows)).toHaveLength(12);
    expect(monthsOf(year.rows)[11]).toBe('2030-04');
    const december = year.rows.find((r) => r.month === '2030-12' && r.currency === 'XTS');
    expect(december).toMatchObject({ paid_count: 1, paid_cents: 9999, net_cents: 9999 });
  });

  it('lists every month of the range as zeros in the plans’ currency when nothing was paid', async () => {
    setNow('1990-06-15T12:00:00Z');
    const { rows } = await totals(4);
    expect(monthsOf(rows)).toEqual(['1990-06', '1990-05', '1990-04', '1990-03']);
    expect(rows.filter((r) => r.currency === 'USD').map((r) => r.month)).toEqual(monthsOf(rows));
    for (const row of rows) expect(row).toMatchObject(zero);
  });
});
