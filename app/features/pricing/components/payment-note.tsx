import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlatformSettings } from '../../platform-settings/api/get-platform-settings';

/**
 * How a purchase is paid (SPEC: the payment text mentions the card payment provider): by card on the
 * provider's page; in test mode, on the built-in test checkout where no card is charged. Nothing
 * while the settings (which say who takes payments) have not been read.
 */
export function PaymentNote() {
  const { t } = useTranslation('plans');
  const { paymentProvider } = usePlatformSettings();
  if (!paymentProvider) return null;
  const test = paymentProvider === 'test';
  const Icon = test ? ScienceOutlinedIcon : CreditCardOutlinedIcon;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', color: 'text.secondary' }}
      data-testid="payment-note"
      data-mode={test ? 'test' : 'card'}
    >
      <Icon aria-hidden sx={{ mt: '2px' }} />
      <Typography variant="body2">{test ? t('payment.test') : t('payment.card')}</Typography>
    </Stack>
  );
}
