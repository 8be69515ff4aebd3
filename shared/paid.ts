/** SPEC: a paid ad is one with is_paid true and paid_until in the future. */
export function isCurrentlyPaid(isPaid: boolean, paidUntil: Date | string | null, now = new Date()): boolean {
  return isPaid && paidUntil !== null && new Date(paidUntil).getTime() > now.getTime();
}
