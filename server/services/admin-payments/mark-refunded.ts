import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { getPayment } from './get-payment';
import { refundPayment } from './refund-payment';

/**
 * POST /admin/payments/{id}/refund: an admin marks a paid payment refunded and what it bought ends
 * (refund-payment.ts); answers the payment as it stands after, with what ended, at the same `now`.
 */
export async function markRefunded(
  { db, clock, payments: provider, searchCache }: Pick<Deps, 'db' | 'clock' | 'payments' | 'searchCache'>,
  viewer: Viewer | null,
  id: string,
  reason: string | undefined,
) {
  const actor = requireAdministrator(viewer);
  const now = clock();
  const ended = await refundPayment({ db, now, actor, provider, searchCache }, id, reason);
  return { detail: await getPayment(db, id), ended, now };
}
