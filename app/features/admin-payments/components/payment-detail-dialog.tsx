import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentDetail } from '../../../../shared/schemas/admin-payments';
import { AppDialog } from '../../../components/app-dialog';
import { ErrorState } from '../../../components/error-state';
import { useLastShown } from '../../../lib/use-last-shown';
import { useAdminPayment } from '../api/get-admin-payment';
import { PaymentBought } from './payment-bought';
import { PaymentFacts } from './payment-facts';
import { PaymentStatusChip } from './payment-status-chip';

type Props = {
  /** The open payment's id; null keeps the dialog closed. */
  paymentId: string | null;
  onClose: () => void;
  onRefund: (payment: AdminPaymentDetail) => void;
};

/** One payment: its facts, what it bought as things stand, and "Mark as refunded" while it is paid. */
export function PaymentDetailDialog({ paymentId, onClose, onRefund }: Props) {
  const { t } = useTranslation('adminPayments');
  const shownId = useLastShown(paymentId);
  const query = useAdminPayment(shownId);
  const titleId = useId();
  const bodyId = useId();
  const payment = query.data;

  return (
    <AppDialog
      open={paymentId !== null}
      onClose={onClose}
      titleId={titleId}
      bodyId={bodyId}
      testId="payment-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {t('detail.title')}
        {payment && <PaymentStatusChip status={payment.status} />}
      </DialogTitle>
      <DialogContent id={bodyId} aria-busy={query.isFetching}>
        {payment ? (
          <Stack spacing={2} divider={<Divider flexItem />}>
            <PaymentFacts payment={payment} />
            <PaymentBought payment={payment} />
          </Stack>
        ) : query.isError ? (
          <ErrorState
            title={t('detail.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack spacing={1} aria-label={t('detail.loading')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} variant="text" height={28} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{t('detail.close')}</Button>
        {payment?.status === 'paid' && (
          <Button
            variant="contained"
            color="error"
            onClick={() => onRefund(payment)}
            data-testid="mark-refunded"
          >
            {t('detail.markRefunded')}
          </Button>
        )}
      </DialogActions>
    </AppDialog>
  );
}
