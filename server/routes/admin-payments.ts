import * as paymentsApi from '../../shared/api/admin-payments';
import { RefundInput } from '../../shared/schemas/admin-payments';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { presentPayment, presentPaymentDetail } from '../presenters/admin-payment';
import { getPayment } from '../services/admin-payments/get-payment';
import { listPayments } from '../services/admin-payments/list-payments';
import { markRefunded } from '../services/admin-payments/mark-refunded';
import { paymentTotals } from '../services/admin-payments/payment-totals';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const tags = ['admin'];
const noStore = { 'Cache-Control': 'private, no-store' };

const listRoute = contractRoute(paymentsApi.listPayments, {
  tags,
  summary:
    'Payments, newest first, filtered by status, kind, payer (part of name or email) and days ' +
    '(site time zone, inclusive); keyset paging with the number that match',
  answer: 'A page of payments',
  errors: { 400: jsonContent(ApiError, 'Invalid filter (per-field messages) or cursor'), ...forbidden },
});

const totalsRoute = contractRoute(paymentsApi.getPaymentTotals, {
  tags,
  summary:
    'Per month (site time zone) and currency: payments paid and their sum, refunds marked and ' +
    'their sum, net; every month of the range, zeros included',
  answer: 'Monthly totals, newest month first',
  errors: { 400: jsonContent(ApiError, 'Invalid number of months'), ...forbidden },
});

const detailRoute = contractRoute(paymentsApi.getPayment, {
  tags,
  summary: 'One payment with what it bought as it stands now, the provider session and any refund reason',
  answer: 'The payment',
  errors: {
    400: jsonContent(ApiError, 'Not a payment id'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such payment'),
  },
});

const refundRoute = contractRoute(paymentsApi.refundPayment, {
  tags,
  summary:
    'Mark a paid payment refunded (return the money in the provider’s dashboard) and end what it ' +
    'bought now: an upgrade’s paid placement, a sponsorship, a subscription; a boost has nothing to undo',
  answer: 'The payment after the refund and what ended',
  // The reason is optional, and so is the body that carries it.
  form: { body: { content: { 'application/json': { schema: RefundInput } }, required: false } },
  errors: {
    400: jsonContent(ApiError, 'Invalid reason'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such payment'),
    409: jsonContent(ApiError, 'PAYMENT_NOT_REFUNDABLE: not a paid payment (already refunded, pending, …)'),
  },
});

export const adminPaymentsRoutes = openApiRouter()
  .openapi(
    listRoute,
    async (c) => {
      const { cursor, limit, ...filters } = c.req.valid('query');
      const timeZone = c.var.deps.env.SITE_TIME_ZONE;
      const page = await listPayments(c.var.deps.db, { ...filters, timeZone }, { cursor, limit });
      return c.json(
        { items: page.rows.map(presentPayment), total: page.total, next_cursor: page.nextCursor },
        200,
        noStore,
      );
    },
    fieldErrors,
  )
  .openapi(
    totalsRoute,
    async (c) => {
      const { db, clock, env } = c.var.deps;
      const timeZone = env.SITE_TIME_ZONE;
      const rows = await paymentTotals(db, { months: c.req.valid('query').months, now: clock(), timeZone });
      return c.json({ time_zone: timeZone, rows }, 200, noStore);
    },
    fieldErrors,
  )
  .openapi(detailRoute, async (c) => {
    const detail = await getPayment(c.var.deps.db, c.req.valid('param').id);
    return c.json(presentPaymentDetail(detail, c.var.deps.clock()), 200, noStore);
  })
  .openapi(
    refundRoute,
    async (c) => {
      const reason = c.req.valid('json')?.reason;
      const refund = await markRefunded(c.var.deps, c.var.viewer, c.req.valid('param').id, reason);
      return c.json(
        { payment: presentPaymentDetail(refund.detail, refund.now), ended: refund.ended },
        200,
        noStore,
      );
    },
    fieldErrors,
  );
