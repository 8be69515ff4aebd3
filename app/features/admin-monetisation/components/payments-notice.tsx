import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PaymentsMode } from '../../../../shared/payments-mode';

/**
 * Above the switches: why nothing is sold while payments are off (no provider configured) and how
 * to configure one, or that the built-in test checkout takes payments. Nothing while Stripe does.
 */
export function PaymentsNotice({ provider }: { provider: PaymentsMode }) {
  const { t } = useTranslation('adminMonetization');
  if (provider === 'stripe') return null;
  const off = provider === 'off';
  return (
    <Alert
      severity={off ? 'warning' : 'info'}
      data-testid="payments-notice"
      data-provider={provider}
      sx={{ borderRadius: '20px' }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t(off ? 'payments.offTitle' : 'payments.testTitle')}</AlertTitle>
      <Typography variant="body2">{t(off ? 'payments.off' : 'payments.test')}</Typography>
      {off && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('payments.howTo')}
        </Typography>
      )}
    </Alert>
  );
}
