import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/schemas/plans';
import { usePlanText } from '../../pricing/utils/plan-text';

/** The price as the editor shows it: one amount, or monthly and annual for a subscription. */
export function PlanPriceText({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation('plans');
  const { money } = usePlanText();
  if (plan.annual_price_cents === null) return <>{money(plan.price_cents, plan.currency)}</>;
  return (
    <>
      {t('editor.monthlyAnnual', {
        monthly: money(plan.price_cents, plan.currency),
        annual: money(plan.annual_price_cents, plan.currency),
      })}
    </>
  );
}

export function PlanStatusChip({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation('plans');
  return (
    <Chip
      size="small"
      color={plan.active ? 'success' : 'default'}
      variant={plan.active ? 'filled' : 'outlined'}
      label={plan.active ? t('editor.active') : t('editor.inactive')}
      sx={{ borderRadius: '8px' }}
      data-testid="plan-status"
    />
  );
}
