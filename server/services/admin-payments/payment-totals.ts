import { sql } from 'drizzle-orm';
import type { PaymentMonthTotal } from '../../../shared/schemas/admin-payments';
import { type Db, queryRows } from '../../db/client';
import { payments, plans } from '../../db/schema/monetization';

type Figure = { month: string; currency: string; count: string; cents: string };

/**
 * Per month (in the site's time zone) and currency, newest month first, for `months` months up to
 * the one holding `now`: payments paid that month (later refunds included) and their sum, payments
 * marked refunded that month and their sum, and the net. Every month of the range is there; each
 * shows every currency the range holds (else the active plans' currencies), zeros where none.
 */
export async function paymentTotals(
  db: Db,
  options: { months: number; now: Date; timeZone: string },
): Promise<PaymentMonthTotal[]> {
  const { months, timeZone } = options;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const thisMonth = sql`date_trunc('month', ${now} at time zone ${timeZone})`;
  const firstMonth = sql`(${thisMonth} - make_interval(months => ${months - 1}::int))`;
  // Local month starts → instants, so the indexes on the timestamps can be used.
  const rangeStart = sql`(${firstMonth} at time zone ${timeZone})`;
  const rangeEnd = sql`((${thisMonth} + interval '1 month') at time zone ${timeZone})`;
  const monthOf = (column: typeof payments.paidAt | typeof payments.refundedAt) =>
    sql`to_char(date_trunc('month', ${column} at time zone ${timeZone}), 'YYYY-MM')`;

  const [monthRows, paid, refunded] = await Promise.all([
    queryRows<{ month: string }>(
      db,
      sql`select to_char(m, 'YYYY-MM') as month
          from generate_series(${thisMonth}, ${firstMonth}, interval '-1 month') as m`,
    ),
    queryRows<Figure>(
      db,
      sql`select ${monthOf(payments.paidAt)} as month, ${payments.currency} as currency,
            count(*)::text as count, sum(${payments.amountCents})::text as cents
          from ${payments}
          where ${payments.status} in ('paid', 'refunded')
            and ${payments.paidAt} >= ${rangeStart} and ${payments.paidAt} < ${rangeEnd}
          group by 1, 2`,
    ),
    queryRows<Figure>(
      db,
      sql`select ${monthOf(payments.refundedAt)} as month, ${payments.currency} as currency,
            count(*)::text as count, sum(${payments.amountCents})::text as cents
          from ${payments}
          where ${payments.status} = 'refunded'
            and ${payments.refundedAt} >= ${rangeStart} and ${payments.refundedAt} < ${rangeEnd}
          group by 1, 2`,
    ),
  ]);

  let currencies = [...new Set([...paid, ...refunded].map((f) => f.currency))];
  if (currencies.length === 0) {
    const offered = await db
      .selectDistinct({ currency: plans.currency })
      .from(plans)
      .where(sql`${plans.active}`);
    currencies = offered.map((p) => p.currency);
  }
  currencies.sort();
  const key = (f: { month: string; currency: string }) => `${f.month} ${f.currency}`;
  const paidBy = new Map(paid.map((f) => [key(f), f]));
  const refundedBy = new Map(refunded.map((f) => [key(f), f]));
  return monthRows.flatMap(({ month }) =>
    currencies.map((currency) => {
      const p = paidBy.get(key({ month, currency }));
      const r = refundedBy.get(key({ month, currency }));
      const paidCents = Number(p?.cents ?? 0);
      const refundedCents = Number(r?.cents ?? 0);
      return {
        month,
        currency,
        paid_count: Number(p?.count ?? 0),
        paid_cents: paidCents,
        refunded_count: Number(r?.count ?? 0),
        refunded_cents: refundedCents,
        net_cents: paidCents - refundedCents,
      };
    }),
  );
}
