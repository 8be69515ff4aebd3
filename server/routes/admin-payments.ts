import { createRoute } from '@hono/zod-openapi';
import {
  AdminPaymentDetail,
  AdminPaymentPage,
  AdminPaymentsQuery,
  PaymentTotals,
  PaymentTotalsQuery,
  RefundInput,
  RefundResult,
} from '../../shared/schemas/admin-payments';
import { ApiError } from '../../shared/schemas/errors';
import { UuidParam } from '../../shared/schemas/id-param';
import { signedInViewer } from '../http/viewer';
import { presentPayment, presentPaymentDetail } from '../presenters/admin-payment';
import { getPayment } from '../services/admin-payments/get-payment';
import { listPayments } from '../services/admin-payments/list-payments';
import { paymentTotals } from '../services/admin-payments/payment-totals';
import { refundPayment } from '../services/admin-payments/refund-payment';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const noStore = { 'Cache-Control': 'private, no-store' };

const listRoute = createRoute({
  method: 'get',
  path: '/admin/payments',
  tags: ['admin'],
  summary:
    'Payments, newest first, filtered by status, kind, payer (part of name or email) and days ' +
    '(site time zone, inclusive); keyset paging with the number that match',
  request: { query: AdminPaymentsQuery },
  responses: {
    200: jsonContent(AdminPaymentPage, 'A page of payments'),
    400: jsonContent(ApiError, 'Invalid filter (per-field messages) or cursor'),
    ...forbidden,
  },
});

const totalsRoute = createRoute({
  method: 'get',
  path: '/admin/payments/totals',
  tags: ['admin'],
  summary:
    'Per month (site time zone) and currency: payments paid and their sum, refunds marked and ' +
    'their sum, net; every month of the range, zeros included',
  request: { query: PaymentTotalsQuery },
  responses: {
    200: jsonContent(PaymentTotals, 'Monthly totals, newest month first'),
    400: jsonContent(ApiError, 'Invalid number of months'),
    ...forbidden,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/payments/{id}',
  tags: ['admin'],
  summary: 'One payment with what it bought as it stands now, the provider session and any refund reason',
  request: { params: UuidParam },
  responses: {
    200: jsonContent(AdminPaymentDetail, 'The payment'),
    400: jsonContent(ApiError, 'Not a payment id'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such payment'),
  },
});

const refundRoute = createRoute({
  method: 'post',
  path: '/admin/payments/{id}/refund',
  tags: ['admin'],
  summary:
    'Mark a paid payment refunded (return the money in the provider’s dashboard) and end what it ' +
    'bought now: an upgrade’s paid placement, a sponsorship, a subscription; a boost has nothing to undo',
  request: {
    params: UuidParam,
    body: { content: { 'application/json': { schema: RefundInput } }, required: false },
  },
  responses: {
    200: jsonContent(RefundResult, 'The payment after the refund and what ended'),
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
      const page = await listPayments(
        c.var.deps.db,
        { ...filters, timeZone: c.var.deps.env.SITE_TIME_ZONE },
        { cursor, limit },
      );
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
      const timeZone = c.var.deps.env.SITE_TIME_ZONE;
      const rows = await paymentTotals(c.var.deps.db, {
        months: c.req.valid('query').months,
        now: c.var.deps.clock(),
        timeZone,
      });
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
      const actor = signedInViewer(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json') ?? {};
      const now = c.var.deps.clock();
      const { db, payments: provider, searchCache } = c.var.deps;
      const ended = await refundPayment({ db, now, actor, provider, searchCache }, id, input.reason);
      const detail = await getPayment(c.var.deps.db, id);
      return c.json({ payment: presentPaymentDetail(detail, now), ended }, 200, noStore);
    },
    fieldErrors,
  );
