import { sql } from 'drizzle-orm';

/** A moment as an SQL value (both drivers take the text the same way). */
export const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);

/** Calendar months as PostgreSQL counts them: Jan 31 + 1 month is the last day of February. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export const periodEndFor = (start: Date, cycle: 'monthly' | 'annual') =>
  addMonths(start, cycle === 'annual' ? 12 : 1);
