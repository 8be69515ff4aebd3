import type { PlanKind } from '../../../shared/plan-kinds';

/** Where a person lands after a checkout (paid or not): the page that shows what they bought. */
export const paymentReturnPath = (payment: { id: string; kind: PlanKind }) =>
  `${payment.kind === 'subscription' ? '/profile' : '/my-ads'}?payment=${payment.id}`;
