import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin-users';

/** How each role's chip looks (a label only: what a person may do comes from the server's abilities). */
const ROLE_LOOKS = {
  admin: { variant: 'filled', color: 'primary', icon: <AdminPanelSettingsOutlinedIcon aria-hidden /> },
  user: { variant: 'outlined', color: 'default', icon: <PersonOutlinedIcon aria-hidden /> },
} as const;

/** Admin or User; admins stand out. */
export function RoleChip({ role }: { role: AdminUser['role'] }) {
  const { t } = useTranslation('adminUsers');
  const look = ROLE_LOOKS[role];
  return (
    <Chip
      size="small"
      variant={look.variant}
      color={look.color}
      icon={look.icon}
      label={t(`roles.${role}`)}
      data-testid="role-chip"
    />
  );
}

/** Active or Disabled. */
export function StatusChip({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={disabled ? 'error' : 'success'}
      icon={disabled ? <BlockOutlinedIcon aria-hidden /> : <CheckCircleOutlinedIcon aria-hidden />}
      label={disabled ? t('statuses.disabled') : t('statuses.active')}
      data-testid="status-chip"
    />
  );
}

/** "you" beside the admin's own name. */
export function YouChip() {
  const { t } = useTranslation('adminUsers');
  return <Chip size="small" label={t('you')} sx={{ ml: 1 }} data-testid="you-chip" />;
}
