import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import type { AdminPaymentDetail } from '../../../../shared/schemas/admin-payments';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';

/** The payment's own facts as a list of name and value (two columns on wide screens). */
export function PaymentFacts({ payment }: { payment: AdminPaymentDetail }) {
  const { t, i18n } = useTranslation('adminPayments');
  const language = currentLanguage(i18n.language);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('detail.none'));
  const facts: [string, string, boolean?][] = [
    [t('detail.payer'), `${payment.person.display_name} · ${payment.person.email}`],
    [t('detail.plan'), payment.description],
    [t('detail.kind'), t(`kinds.${payment.kind}`)],
    [t('detail.cycle'), t(`cycles.${payment.billing_cycle}`)],
    [t('detail.amount'), formatMoney(payment.amount_cents, payment.currency, language)],
    [t('detail.created'), when(payment.created_at)],
    [t('detail.paid'), when(payment.paid_at)],
    ...(payment.refunded_at ? [[t('detail.refunded'), when(payment.refunded_at)] as [string, string]] : []),
    ...(payment.refund_reason ? [[t('detail.refundReason'), payment.refund_reason] as [string, string]] : []),
    [t('detail.provider'), payment.provider],
    [t('detail.providerPayment'), payment.provider_payment_id ?? t('detail.none'), true],
    [t('detail.providerSession'), payment.provider_session_id ?? t('detail.none'), true],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
      data-testid="payment-facts"
    >
      {facts.map(([name, value, code]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {name}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              ...(code ? { fontFamily: 'monospace', fontSize: '0.85rem' } : {}),
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
