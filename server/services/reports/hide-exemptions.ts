import { type SQL, sql } from 'drizzle-orm';

/**
 * The reasons (shared HIDE_EXEMPTIONS) reports never hide an ad, as a text[] over `advertisements a`
 * joined with its owner's `profiles p`: the owner is an admin (staff), a sponsorship of the ad is
 * running or booked, the ad is paid (SPEC: is_paid with paid_until in the future, shared/paid.ts).
 */
export function hideExemptions(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`array_remove(array[
    case when p.role = 'admin' then 'staff' end,
    case when exists (select 1 from sponsorships s where s.ad_id = a.id and s.ends_at > ${at}) then 'sponsored' end,
    case when a.effective_paid_until > ${at} then 'paid' end
  ], null)`;
}
