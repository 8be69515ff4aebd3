import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestCheckout } from '../../../../shared/schemas/checkout';
import { MessageCard } from '../../../components/message-card';

type ClosedStatus = Exclude<TestCheckout['status'], 'pending'>;

/** A checkout that was already paid, cancelled or has expired: what happened and the way back. */
export function ClosedCheckout({ status, returnUrl }: { status: ClosedStatus; returnUrl: string }) {
  const { t } = useTranslation('checkout');
  const Icon = status === 'paid' ? CheckCircleOutlineIcon : InfoOutlinedIcon;
  return (
    <MessageCard testId="checkout-closed">
      <Icon
        aria-hidden
        sx={{ fontSize: 56, color: status === 'paid' ? 'success.main' : 'text.secondary', mb: 2 }}
      />
      <Typography variant="h5" component="h2" gutterBottom>
        {t('closed.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t(`closed.${status}`)}</Typography>
      <Button component={Link} to={returnUrl} variant="contained" size="large">
        {t('closed.back')}
      </Button>
    </MessageCard>
  );
}
