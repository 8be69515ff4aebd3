import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_NAV } from '../utils/nav-items';

/** Admin links in a dropdown (desktop; shown to admins only). */
export function AdminMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const popupProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    'aria-controls': anchor ? menuId : undefined,
  };

  return (
    <>
      {compact ? (
        <Tooltip title={t('nav.adminPanel')}>
          <IconButton color="inherit" onClick={open} aria-label={t('nav.adminMenuLabel')} {...popupProps}>
            <AdminPanelSettingsOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" onClick={open} endIcon={<ExpandMoreIcon aria-hidden />} {...popupProps}>
          {t('nav.adminPanel')}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ADMIN_NAV.map((item) => (
          <MenuItem key={item.key} component={Link} to={item.path} onClick={() => setAnchor(null)}>
            {t(`nav.admin.${item.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
