import CheckIcon from '@mui/icons-material/Check';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { RouterLink } from '../../../lib/router-link';

const STATUSES: Ad['status'][] = ['pending', 'approved', 'rejected'];

type Props = {
  id: string;
  ad: Ad;
  anchor: HTMLElement | null;
  onClose: () => void;
  onSetStatus: (status: Ad['status']) => void;
  onReassign: () => void;
};

/** The rest of what a moderator may do to one ad: set any status, give it to another person, edit it. */
export function AdMoreMenu({ id, ad, anchor, onClose, onSetStatus, onReassign }: Props) {
  const { t } = useTranslation(['adminAds', 'myAds']);
  const pick = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} data-testid="more-actions-menu">
      {/* A heading for sight; the items themselves say which status is current (menuitemradio). */}
      <ListSubheader role="presentation" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
        {t('actions.setStatus')}
      </ListSubheader>
      {STATUSES.map((status) => {
        const current = status === ad.status;
        return (
          <MenuItem
            key={status}
            role="menuitemradio"
            aria-checked={current}
            disabled={current}
            onClick={pick(() => onSetStatus(status))}
            data-testid={`set-status-${status}`}
          >
            <ListItemIcon>{current && <CheckIcon fontSize="small" aria-hidden />}</ListItemIcon>
            <ListItemText
              primary={t(`myAds:status.${status}`)}
              secondary={current ? t('actions.statusNow') : undefined}
            />
          </MenuItem>
        );
      })}
      <Divider />
      <MenuItem onClick={pick(onReassign)} data-testid="reassign-owner">
        <ListItemIcon>
          <ManageAccountsOutlinedIcon fontSize="small" aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('actions.reassign')} />
      </MenuItem>
      <MenuItem component={RouterLink} href={`/edit-ad/${ad.id}`} onClick={onClose} data-testid="edit-ad">
        <ListItemIcon>
          <EditOutlinedIcon fontSize="small" aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('actions.edit')} />
      </MenuItem>
    </Menu>
  );
}
