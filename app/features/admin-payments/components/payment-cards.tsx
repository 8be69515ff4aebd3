import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import type { AdminPayment } from '../../../../shared/schemas/admin-payments';
import { CardList, CardListItem } from '../../../components/card-list-item';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import { OpenPaymentButton } from './open-payment-button';
import { PaymentStatusChip } from './payment-status-chip';
import type { PaymentsViewProps } from './payments-table';

function PaymentCard({ payment, onOpen }: { payment: AdminPayment; onOpen: PaymentsViewProps['onOpen'] }) {
  const { t, i18n } = useTranslation('adminPayments');
  const language = currentLanguage(i18n.language);
  const nameId = useId();
  const date = formatDateTime(payment.created_at, language);
  return (
    <CardListItem labelledBy={nameId} data-testid="payment-row" data-payment-id={payment.id}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={nameId} component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {payment.person.display_name}
          </Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatMoney(payment.amount_cents, payment.currency, language)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {`${t(`kinds.${payment.kind}`)} · ${payment.description}`}
          {payment.ad && ` · ${t('forAd', { title: payment.ad.title })}`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={payment.created_at}>{date}</time>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <PaymentStatusChip status={payment.status} />
          <OpenPaymentButton payment={payment} date={date} onOpen={onOpen} />
        </Stack>
      </Stack>
    </CardListItem>
  );
}

/** Phones: a card per payment (a table would not fit). */
export function PaymentCards({ payments, onOpen }: PaymentsViewProps) {
  const { t } = useTranslation('adminPayments');
  return (
    <CardList label={t('listLabel')} testId="payment-cards">
      {payments.map((payment) => (
        <PaymentCard key={payment.id} payment={payment} onOpen={onOpen} />
      ))}
    </CardList>
  );
}
