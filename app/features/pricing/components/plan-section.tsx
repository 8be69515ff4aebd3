import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanKind } from '../../../../shared/plan-kinds';
import type { Plan } from '../../../../shared/schemas/plans';
import { SplitRow } from '../../../components/split-row';
import { PlanAction } from './plan-action';
import { type BillingCycle, PlanCard } from './plan-card';

type Props = { kind: PlanKind; plans: Plan[]; cycle: BillingCycle; control?: ReactNode };

/** The plans of one kind: a heading that says what the kind does, then their cards in a grid. */
export function PlanSection({ kind, plans, cycle, control }: Props) {
  const { t } = useTranslation('plans');
  const headingId = `plans-${kind}`;
  const heading = (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {t(`kinds.${kind}`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t(`sections.${kind}`)}</Typography>
    </Box>
  );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} data-testid={`plan-section-${kind}`}>
      {control ? (
        <SplitRow>
          {heading}
          {control}
        </SplitRow>
      ) : (
        heading
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            action={<PlanAction plan={plan} cycle={cycle} />}
          />
        ))}
      </Box>
    </Stack>
  );
}
