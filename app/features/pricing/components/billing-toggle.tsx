import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from './plan-card';

/** Monthly or annual prices for the subscriptions. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (v: BillingCycle) => void;
}) {
  const { t } = useTranslation('plans');
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      onChange={(_, next: BillingCycle | null) => next && onChange(next)}
      aria-label={t('billing.label')}
      data-testid="billing-toggle"
      sx={{
        '& .MuiToggleButton-root': { minHeight: 48, px: 3, textTransform: 'none', fontWeight: 600 },
        // MUI's unselected grey is too faint on this theme's paper.
        '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' },
      }}
    >
      <ToggleButton value="monthly">{t('billing.monthly')}</ToggleButton>
      <ToggleButton value="annual">{t('billing.annual')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
