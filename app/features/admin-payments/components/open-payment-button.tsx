import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { AdminPayment } from '../../../../shared/schemas/admin-payments';

type Props = { payment: AdminPayment; date: string; onOpen: (payment: AdminPayment) => void };

/** "Details" of a payment's row or card, named after the person and the date. */
export function OpenPaymentButton({ payment, date, onOpen }: Props) {
  const { t } = useTranslation('adminPayments');
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onOpen(payment)}
      aria-label={t('openLabel', { name: payment.person.display_name, date })}
      data-testid="open-payment"
    >
      {t('open')}
    </Button>
  );
}
