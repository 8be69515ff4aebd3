import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/schemas/plans';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import { usePlanText } from '../../pricing/utils/plan-text';
import { PlanPriceText, PlanStatusChip } from './plan-facts';
import { type PlanHandlers, PlanRowActions } from './plan-row-actions';

type Props = PlanHandlers & { plans: readonly AdminPlan[]; busyIds: ReadonlySet<string> };

/** Every plan: a table on desktop, a card per plan on phones. */
export function PlanRows({ plans, busyIds, ...handlers }: Props) {
  const { t } = useTranslation('plans');
  const text = usePlanText();
  const desktop = useIsDesktop();
  const actions = (plan: AdminPlan) => (
    <PlanRowActions plan={plan} name={text.name(plan)} busy={busyIds.has(plan.id)} {...handlers} />
  );
  const days = (plan: AdminPlan) => (plan.duration_days === null ? t('editor.noDays') : plan.duration_days);

  if (!desktop)
    return (
      <Stack spacing={1.5}>
        {plans.map((plan) => (
          <Paper
            key={plan.id}
            variant="outlined"
            data-testid="plan-row"
            data-id={plan.id}
            sx={{ borderRadius: '20px', p: 2 }}
          >
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              {t(`kinds.${plan.kind}`)}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{text.name(plan)}</Typography>
            <Typography sx={{ mb: 1 }}>
              <PlanPriceText plan={plan} />
              {plan.duration_days !== null && ` · ${t('days', { count: plan.duration_days })}`}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <PlanStatusChip plan={plan} />
              {actions(plan)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '20px' }}>
      <Table aria-label={t('editor.heading')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('editor.columns.kind')}</TableCell>
            <TableCell>{t('editor.columns.name')}</TableCell>
            <TableCell>{t('editor.columns.price')}</TableCell>
            <TableCell align="right">{t('editor.columns.days')}</TableCell>
            <TableCell>{t('editor.columns.status')}</TableCell>
            <TableCell align="right">{t('editor.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id} data-testid="plan-row" data-id={plan.id}>
              <TableCell>{t(`kinds.${plan.kind}`)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{text.name(plan)}</TableCell>
              <TableCell data-testid="plan-row-price">
                <PlanPriceText plan={plan} />
              </TableCell>
              <TableCell align="right">{days(plan)}</TableCell>
              <TableCell>
                <PlanStatusChip plan={plan} />
              </TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                {actions(plan)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
