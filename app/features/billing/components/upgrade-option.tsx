import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../../shared/schemas/plans';
import { usePlanText } from '../../pricing/utils/plan-text';

export type PromotionKind = 'upgrade' | 'boost' | 'sponsorship';

/** One way to promote an ad, as a radio: its name, price, how long, and what it gives (the plan's own words). */
export function UpgradeOption({ plan, selected }: { plan: Plan; selected: boolean }) {
  const { t } = useTranslation('billing');
  const text = usePlanText();
  const kind = plan.kind as PromotionKind;
  const length =
    plan.duration_days === null ? t('upgrade.once') : t('upgrade.days', { count: plan.duration_days });

  return (
    <FormControlLabel
      value={plan.id}
      control={<Radio sx={{ mt: -0.5 }} />}
      data-testid="upgrade-option"
      data-kind={plan.kind}
      sx={{
        m: 0,
        alignItems: 'flex-start',
        gap: 0.5,
        p: { xs: 1.5, sm: 2 },
        borderRadius: '16px',
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        outline: selected ? 1 : 0,
        outlineColor: 'primary.main',
        '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
      }}
      label={
        <Stack spacing={0.75}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{text.name(plan)}</Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="upgrade-option-price">
              {text.money(plan.price_cents, plan.currency)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.description(plan) || t(`upgrade.what.${kind}`)}
          </Typography>
          <Box>
            <Chip size="small" label={length} sx={{ borderRadius: '8px' }} />
          </Box>
        </Stack>
      }
    />
  );
}
