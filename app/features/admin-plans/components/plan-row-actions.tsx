import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/schemas/plans';

export type PlanHandlers = {
  onEdit: (plan: AdminPlan) => void;
  onToggle: (plan: AdminPlan) => void;
  onDelete: (plan: AdminPlan) => void;
};

function Action(props: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) {
  // A disabled button gets no pointer events: the tooltip needs a wrapper to hear the hover.
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
          data-testid={props.testId}
          sx={{ width: 48, height: 48 }}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

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
      <Action
        label={named(t('editor.edit'))}
        icon={<EditOutlinedIcon />}
        onClick={() => onEdit(plan)}
        testId="plan-edit"
      />
      <Action
        label={named(plan.active ? t('editor.deactivate') : t('editor.activate'))}
        icon={plan.active ? <ToggleOnOutlinedIcon color="success" /> : <ToggleOffOutlinedIcon />}
        onClick={() => onToggle(plan)}
        disabled={busy}
        testId="plan-toggle"
      />
      <Action
        label={plan.in_use ? t('editor.inUse') : named(t('editor.delete'))}
        icon={<DeleteOutlineIcon />}
        onClick={() => onDelete(plan)}
        disabled={plan.in_use}
        testId="plan-delete"
      />
    </Stack>
  );
}
