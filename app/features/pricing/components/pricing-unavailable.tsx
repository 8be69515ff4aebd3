import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageCard } from '../../../components/message-card';

/** /pricing while the pricing page (or monetisation as a whole) is switched off. */
export function PricingUnavailable() {
  const { t } = useTranslation('plans');
  return (
    <MessageCard testId="pricing-unavailable">
      <PaymentsOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}
      >
        {t('unavailable.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('unavailable.body')}</Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        {t('unavailable.home')}
      </Button>
    </MessageCard>
  );
}
