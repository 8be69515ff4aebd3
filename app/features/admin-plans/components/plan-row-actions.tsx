import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/schemas/plans';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

export type PlanHandlers = {
  onEdit: (plan: AdminPlan) => void;
  onToggle: (plan: AdminPlan) => void;
  onDelete: (plan: AdminPlan) => void;
};

/** Edit, put on sale / deactivate, and delete (not for a plan already bought), named after the plan. */
export function PlanRowActions({
  plan,
  name,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: PlanHandlers & { plan: AdminPlan; name: string; busy: boolean }) {
  const { t } = useTranslation('plans');
  const named = (label: string) => `${label}: ${name}`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <TooltipIconButton
        label={named(t('editor.edit'))}
        icon={<EditOutlinedIcon />}
        onClick={() => onEdit(plan)}
        testId="plan-edit"
      />
      <TooltipIconButton
        label={named(plan.active ? t('editor.deactivate') : t('editor.activate'))}
        icon={plan.active ? <ToggleOnOutlinedIcon color="success" /> : <ToggleOffOutlinedIcon />}
        onClick={() => onToggle(plan)}
        disabled={busy}
        testId="plan-toggle"
      />
      <TooltipIconButton
        label={plan.in_use ? t('editor.inUse') : named(t('editor.delete'))}
        icon={<DeleteOutlineIcon />}
        onClick={() => onDelete(plan)}
        disabled={plan.in_use}
        testId="plan-delete"
      />
    </Stack>
  );
}
