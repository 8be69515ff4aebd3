import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { annualSavingsCents } from '../../../../shared/money';
import type { Plan } from '../../../../shared/schemas/plans';
import { usePlanText } from '../utils/plan-text';

export type BillingCycle = 'monthly' | 'annual';

type Props = { plan: Plan; cycle: BillingCycle; action: ReactNode };

/** One plan: its name, price (per month or year for subscriptions), what it gives and its call to action. */
export function PlanCard({ plan, cycle, action }: Props) {
  const { t } = useTranslation('plans');
  const text = usePlanText();
  const annual = plan.kind === 'subscription' && cycle === 'annual' && plan.annual_price_cents !== null;
  const cents = annual ? (plan.annual_price_cents ?? 0) : plan.price_cents;
  const savings = annual ? annualSavingsCents(plan) : 0;
  let per = t('oneTime');
  if (plan.kind === 'subscription') per = annual ? t('perYear') : t('perMonth');

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`plan-${plan.id}`}
      data-testid="plan-card"
      data-kind={plan.kind}
      data-id={plan.id}
      sx={{ borderRadius: '20px', p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={`plan-${plan.id}`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {text.name(plan)}
      </Typography>
      <Box>
        <Typography
          component="p"
          sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}
          data-testid="plan-price"
        >
          {text.money(cents, plan.currency)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{per}</Typography>
        {annual && plan.annual_price_cents !== null && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('monthlyEquivalent', {
              amount: text.money(Math.round(plan.annual_price_cents / 12), plan.currency),
            })}
          </Typography>
        )}
      </Box>
      {(plan.duration_days !== null || savings > 0) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {plan.duration_days !== null && (
            <Chip label={t('days', { count: plan.duration_days })} sx={{ borderRadius: '8px' }} />
          )}
          {savings > 0 && (
            <Chip
              color="success"
              label={t('savings', { amount: text.money(savings, plan.currency) })}
              sx={{ borderRadius: '8px', fontWeight: 600 }}
              data-testid="plan-savings"
            />
          )}
        </Stack>
      )}
      {text.description(plan) && <Typography sx={{ flexGrow: 1 }}>{text.description(plan)}</Typography>}
      <Box sx={{ mt: 'auto' }}>{action}</Box>
    </Paper>
  );
}
