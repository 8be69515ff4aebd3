import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isCurrentlyPaid } from '../../../../shared/paid';
import type { AdminPaymentDetail } from '../../../../shared/schemas/admin-payments';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';

/** What the payment bought, as it stands now: the ad's paid placement, the sponsored period, the subscription. */
export function PaymentBought({ payment }: { payment: AdminPaymentDetail }) {
  const { t, i18n } = useTranslation('adminPayments');
  const language = currentLanguage(i18n.language);
  const when = (iso: string) => formatDateTime(iso, language);
  const { ad, sponsorship, subscription } = payment.bought;
  const lines: { key: string; text: string }[] = [];
  if (ad && payment.kind === 'upgrade') {
    const paid = isCurrentlyPaid(ad.is_paid, ad.paid_until);
    lines.push({
      key: 'paid',
      text: !ad.paid_until
        ? t('detail.notPaid')
        : t(paid ? 'detail.paidUntil' : 'detail.paidEnded', { date: when(ad.paid_until) }),
    });
  }
  if (payment.kind === 'boost') lines.push({ key: 'boost', text: t('detail.boostNote') });
  if (sponsorship)
    lines.push({
      key: 'sponsorship',
      text: t('detail.sponsorship', { from: when(sponsorship.starts_at), to: when(sponsorship.ends_at) }),
    });
  if (subscription)
    lines.push({
      key: 'subscription',
      text: `${t('detail.subscription', {
        from: when(subscription.current_period_start),
        to: when(subscription.current_period_end),
      })} · ${t(`detail.subscriptionStatus.${subscription.status}`)}`,
    });
  const adMissing = !ad && payment.kind !== 'subscription';

  return (
    <Stack
      component="section"
      spacing={0.75}
      aria-labelledby="payment-bought-heading"
      data-testid="payment-bought"
    >
      <Typography id="payment-bought-heading" component="h3" sx={{ fontWeight: 700 }}>
        {t('detail.bought')}
      </Typography>
      {ad && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {`${t('detail.ad')}: `}
          <Link component={RouterLink} to={`/ads/${ad.id}`} aria-label={`${t('detail.openAd')}: ${ad.title}`}>
            {ad.title}
          </Link>
        </Typography>
      )}
      {adMissing && <Typography sx={{ color: 'text.secondary' }}>{t('detail.adGone')}</Typography>}
      {lines.map((line) => (
        <Typography key={line.key} data-testid={`bought-${line.key}`}>
          {line.text}
        </Typography>
      ))}
      {!ad && !sponsorship && !subscription && !adMissing && (
        <Typography sx={{ color: 'text.secondary' }}>{t('detail.nothingBought')}</Typography>
      )}
    </Stack>
  );
}
