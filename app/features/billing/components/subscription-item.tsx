import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../../shared/schemas/subscriptions';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { SubscriptionStatusChip } from './subscription-status-chip';

type Props = {
  subscription: Subscription;
  onCancel: (subscription: Subscription) => void;
  onReactivate: (subscription: Subscription) => void;
  /** Reactivation of this one is on its way. */
  reactivating: boolean;
};

/** One subscription: plan, status, billing cycle, the date that matters now, and what can be done. */
export function SubscriptionItem({ subscription: sub, onCancel, onReactivate, reactivating }: Props) {
  const { t, i18n } = useTranslation('billing');
  const language = currentLanguage(i18n.language);
  const nameId = useId();
  const plan = language === 'en' ? sub.plan_name_en : sub.plan_name_uk;
  const date = formatDate(sub.next_billing_date ?? sub.current_period_end, language);
  const dateLabel = {
    active: t('subscriptions.nextBilling'),
    expiring: t('subscriptions.activeUntil'),
    cancelled: t('subscriptions.endedOn'),
  }[sub.status];

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      data-testid="subscription"
      sx={{ listStyle: 'none', borderRadius: '16px', p: { xs: 2, sm: 2.5 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {plan}
            </Typography>
            <SubscriptionStatusChip status={sub.status} />
          </Stack>
          <Stack component="dl" direction="row" sx={{ m: 0, columnGap: 3, rowGap: 0.5, flexWrap: 'wrap' }}>
            <Stack>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('subscriptions.billingCycle')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="subscription-cycle">
                {t(`subscriptions.cycle.${sub.billing_cycle}`)}
              </Typography>
            </Stack>
            <Stack>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {dateLabel}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="subscription-date">
                {date}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
        {sub.status === 'active' && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => onCancel(sub)}
            aria-describedby={nameId}
            data-testid="cancel-subscription"
          >
            {t('subscriptions.cancel')}
          </Button>
        )}
        {sub.status === 'expiring' && (
          <Button
            variant="contained"
            disabled={reactivating}
            startIcon={reactivating ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            onClick={() => onReactivate(sub)}
            aria-describedby={nameId}
            data-testid="reactivate-subscription"
          >
            {reactivating ? t('subscriptions.reactivating') : t('subscriptions.reactivate')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
