import {
  AdminPaymentDetail,
  AdminPaymentPage,
  AdminPaymentsQuery,
  PaymentTotals,
  PaymentTotalsQuery,
  RefundInput,
  RefundResult,
} from '../schemas/admin-payments';
import { UuidParam } from '../schemas/id-param';
import { operation } from './operation';

export const listPayments = operation({
  method: 'get',
  path: '/admin/payments',
  query: AdminPaymentsQuery,
  answer: AdminPaymentPage,
  status: 200,
});

export const getPaymentTotals = operation({
  method: 'get',
  path: '/admin/payments/totals',
  query: PaymentTotalsQuery,
  answer: PaymentTotals,
  status: 200,
});

export const getPayment = operation({
  method: 'get',
  path: '/admin/payments/{id}',
  params: UuidParam,
  answer: AdminPaymentDetail,
  status: 200,
});

/** The body is optional on the wire (no reason: none); the route declares it so. */
export const refundPayment = operation({
  method: 'post',
  path: '/admin/payments/{id}/refund',
  params: UuidParam,
  body: RefundInput,
  answer: RefundResult,
  status: 200,
});
