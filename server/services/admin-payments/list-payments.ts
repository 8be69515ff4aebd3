import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PaymentKindValue, PaymentStatusValue } from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { payments } from '../../db/schema/monetization';
import { profiles } from '../../db/schema/profiles';
import { decodePaymentCursor, encodePaymentCursor } from './payment-cursor';
import { type PaymentRow, selectPayments } from './payment-rows';

export interface PaymentFilters {
  status?: PaymentStatusValue;
  kind?: PaymentKindValue;
  /** Part of the payer's display name or email, any case. */
  person?: string;
  /** Days (YYYY-MM-DD) in `timeZone`, both inclusive. */
  from?: string;
  to?: string;
  timeZone: string;
}

/** The text as a literal inside a LIKE pattern: its own %, _ and the escape character match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The first instant of a day in the site's time zone. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

function whereOf(filters: PaymentFilters): SQL | undefined {
  // Control characters (NUL among them) went by the text rule of the query's schema.
  const text = (filters.person ?? '').trim();
  const pattern = `%${likeLiteral(text)}%`;
  return and(
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.kind ? eq(payments.kind, filters.kind) : undefined,
    text ? or(ilike(profiles.displayName, pattern), ilike(user.email, pattern)) : undefined,
    filters.from ? gte(payments.createdAt, startOfDay(filters.from, filters.timeZone)) : undefined,
    // Inclusive: everything before the start of the next day.
    filters.to
      ? lt(payments.createdAt, sql`((${filters.to}::date + 1)::timestamp at time zone ${filters.timeZone})`)
      : undefined,
  );
}

/** Payments matching the filters, newest first, one page after `cursor`, and how many match in all. */
export async function listPayments(
  db: Db,
  filters: PaymentFilters,
  page: { cursor?: string; limit: number },
): Promise<{ rows: PaymentRow[]; total: number; nextCursor: string | null }> {
  const where = whereOf(filters);
  const after = page.cursor ? decodePaymentCursor(page.cursor) : null;
  const position = after
    ? sql`(${payments.createdAt}, ${payments.id}) < (${after.c}::timestamptz, ${after.i}::uuid)`
    : undefined;
  const [rows, [counted]] = await Promise.all([
    selectPayments(db)
      .where(and(where, position))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit + 1),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(user, eq(user.id, payments.userId))
      .leftJoin(profiles, eq(profiles.id, payments.userId))
      .where(where),
  ]);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown,
    total: counted?.total ?? 0,
    nextCursor:
      rows.length > page.limit && last
        ? encodePaymentCursor({ c: last.createdText, i: last.payment.id })
        : null,
  };
}
