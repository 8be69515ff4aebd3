import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin-users';

export type UserActionHandlers = {
  onEdit: (person: AdminUser) => void;
  onToggleDisabled: (person: AdminUser) => void;
  onDelete: (person: AdminUser) => void;
};

type Props = UserActionHandlers & { person: AdminUser; isSelf: boolean; busy: boolean };

const buttonSx = { width: 48, height: 48, border: 1, borderColor: 'divider', borderRadius: '12px' };

function ActionButton(props: {
  label: string;
  /** Why the button cannot be used (it stays visible, greyed, with this as its tooltip). */
  blockedBy?: string;
  busy: boolean;
  color?: 'error' | 'default';
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  const button = (
    <IconButton
      aria-label={props.label}
      disabled={props.busy || Boolean(props.blockedBy)}
      color={props.color ?? 'default'}
      onClick={props.onClick}
      sx={buttonSx}
      data-testid={props.testId}
    >
      {props.children}
    </IconButton>
  );
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper, and describes it.
  if (props.blockedBy)
    return (
      <Tooltip title={props.blockedBy} describeChild>
        <span>{button}</span>
      </Tooltip>
    );
  return <Tooltip title={props.label}>{button}</Tooltip>;
}

/** Edit, Disable/Enable and Delete for one person; the admin's own row cannot disable or delete. */
export function UserActions({ person, isSelf, busy, onEdit, onToggleDisabled, onDelete }: Props) {
  const { t } = useTranslation('adminUsers');
  const name = person.display_name;
  const blockedBy = isSelf ? t('actions.selfBlocked') : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ActionButton
        label={t('actions.editLabel', { name })}
        busy={busy}
        onClick={() => onEdit(person)}
        testId="edit-user"
      >
        <EditOutlinedIcon />
      </ActionButton>
      <ActionButton
        label={t(person.disabled ? 'actions.enableLabel' : 'actions.disableLabel', { name })}
        blockedBy={blockedBy}
        busy={busy}
        onClick={() => onToggleDisabled(person)}
        testId={person.disabled ? 'enable-user' : 'disable-user'}
      >
        {person.disabled ? <LockOpenOutlinedIcon /> : <BlockOutlinedIcon />}
      </ActionButton>
      <ActionButton
        label={t('actions.deleteLabel', { name })}
        blockedBy={blockedBy}
        busy={busy}
        color="error"
        onClick={() => onDelete(person)}
        testId="delete-user"
      >
        <DeleteOutlinedIcon />
      </ActionButton>
    </Stack>
  );
}
