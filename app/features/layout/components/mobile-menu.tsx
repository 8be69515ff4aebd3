import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePlatformFeatures } from '../../platform-settings/api/get-platform-settings';
import { ADMIN_NAV, isActivePath, MAIN_NAV } from '../utils/nav-items';
import { LogoLink } from './logo-link';
import { NAV_ICONS } from './nav-icons';

type Entry = { key: string; label: string; path: string; icon?: ReactElement };

/** Hamburger menu below 900px: all links, account links and (for those who may administer the site) the admin section. */
export function MobileMenu({ signedIn, administer }: { signedIn: boolean; administer: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const features = usePlatformFeatures();
  const close = () => setOpen(false);

  const main: Entry[] = [
    ...MAIN_NAV.map((item) => ({
      key: item.key,
      label: t(`nav.${item.key}`),
      path: item.path,
      icon: NAV_ICONS[item.key],
    })),
    { key: 'search', label: t('nav.search'), path: '/search', icon: NAV_ICONS.search },
    // Only while the pricing page is in effect; it goes as soon as the live settings say so.
    ...(features.pricing_page
      ? [{ key: 'pricing', label: t('pages.pricing'), path: '/pricing', icon: <SellOutlinedIcon /> }]
      : []),
  ];
  const account: Entry[] = signedIn
    ? [
        { key: 'profile', label: t('nav.profile'), path: '/profile', icon: NAV_ICONS.profile },
        { key: 'favorites', label: t('nav.favorites'), path: '/favorites', icon: NAV_ICONS.favorites },
        {
          key: 'savedSearches',
          label: t('nav.savedSearches'),
          path: '/saved-searches',
          icon: <SavedSearchOutlinedIcon />,
        },
      ]
    : [
        { key: 'signIn', label: t('nav.signIn'), path: '/login', icon: NAV_ICONS.signIn },
        { key: 'signUp', label: t('nav.signUp'), path: '/register', icon: <PersonAddAltOutlinedIcon /> },
      ];
  const admin: Entry[] = administer
    ? ADMIN_NAV.map((item) => ({ key: item.key, label: t(`nav.admin.${item.key}`), path: item.path }))
    : [];

  const renderEntries = (entries: Entry[]) =>
    entries.map((entry) => {
      const active = isActivePath(pathname, entry.path);
      return (
        <ListItem key={entry.key} disablePadding>
          <ListItemButton
            component={Link}
            to={entry.path}
            onClick={close}
            selected={active}
            aria-current={active ? 'page' : undefined}
            sx={{ minHeight: 48, borderRadius: '12px', mx: 1, my: 0.25 }}
          >
            {entry.icon && <ListItemIcon aria-hidden>{entry.icon}</ListItemIcon>}
            <ListItemText primary={entry.label} />
          </ListItemButton>
        </ListItem>
      );
    });

  return (
    <>
      <IconButton
        edge="start"
        color="inherit"
        onClick={() => setOpen(true)}
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        open={open}
        onClose={close}
        slotProps={{ paper: { 'aria-label': t('nav.menuTitle'), sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5, pl: 2 }}>
          <LogoLink />
          <IconButton onClick={close} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('nav.menuTitle')} sx={{ overflowY: 'auto', py: 1 }}>
          <List disablePadding>{renderEntries(main)}</List>
          <Divider sx={{ my: 1 }} />
          <List disablePadding>{renderEntries(account)}</List>
          {admin.length > 0 && (
            <List
              disablePadding
              subheader={<ListSubheader disableSticky>{t('nav.adminPanel')}</ListSubheader>}
            >
              {renderEntries(admin)}
            </List>
          )}
        </Box>
      </Drawer>
    </>
  );
}
