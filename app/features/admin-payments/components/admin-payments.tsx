import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminPaymentDetail } from '../../../../shared/schemas/admin-payments';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListCount } from '../../../components/list-count';
import { ListEnd } from '../../../components/list-end';
import { PageHeading } from '../../../components/page-heading';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import { useAdminPayments } from '../api/get-admin-payments';
import { useRefundPayment } from '../api/refund-payment';
import { usePaymentsFilters } from '../hooks/use-payments-filters';
import { hasPaymentFilters, NO_PAYMENT_FILTERS } from '../utils/payments-filters';
import { PaymentCards } from './payment-cards';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { PaymentTotals } from './payment-totals';
import { PaymentsFilterBar } from './payments-filter-bar';
import { PaymentsTable } from './payments-table';
import { RefundDialog } from './refund-dialog';

/** /admin/payments: every payment with filters kept in the URL, its detail, refund marking, monthly totals. */
export function AdminPayments() {
  const { t } = useTranslation('adminPayments');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { filters, update } = usePaymentsFilters();
  const query = useAdminPayments(filters);
  const desktop = useIsDesktop();
  const refund = useRefundPayment();
  const [openId, setOpenId] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<AdminPaymentDetail | null>(null);
  const payments = (query.data?.pages ?? []).flatMap((page) => page.items);
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = hasPaymentFilters(filters);

  const confirmRefund = async (reason: string | null, payment: AdminPaymentDetail) => {
    const result = await refund.mutateAsync({ id: payment.id, reason });
    toast.success(t(`refund.done.${result.ended}`));
  };

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack spacing={1.5} data-testid="payments-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ borderRadius: '20px' }} />
        ))}
      </Stack>
    );
  else if (query.isError && !query.data)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (payments.length === 0)
    body = (
      <EmptyState
        icon={ReceiptLongOutlinedIcon}
        title={t('empty.title')}
        body={filtered ? t('empty.filteredBody') : t('empty.body')}
        action={
          filtered && (
            <Button variant="outlined" onClick={() => update(NO_PAYMENT_FILTERS)}>
              {t('filters.clear')}
            </Button>
          )
        }
        testId="payments-empty"
      />
    );
  else {
    const view = { payments, onOpen: (payment: { id: string }) => setOpenId(payment.id) };
    body = (
      <Stack spacing={2}>
        <ListCount testId="payments-total">{t('total', { count: total })}</ListCount>
        {desktop ? <PaymentsTable {...view} /> : <PaymentCards {...view} />}
        <ListEnd
          query={query}
          texts={{ more: t('loadMore'), loading: t('loadingMore'), end: t('listEnd') }}
          testId="payments-load-more"
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-payments-page">
      <PageHeading headingRef={headingRef} title={t('heading')} subtitle={t('subtitle')} />
      <PaymentsFilterBar filters={filters} onChange={update} />
      <Box aria-busy={query.isFetching && !query.isFetchingNextPage}>{body}</Box>
      <PaymentTotals />
      <PaymentDetailDialog paymentId={openId} onClose={() => setOpenId(null)} onRefund={setRefunding} />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onConfirm={confirmRefund} />
    </Stack>
  );
}
