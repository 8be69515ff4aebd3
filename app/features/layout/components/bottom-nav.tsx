import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '../utils/nav-items';
import { NAV_ICONS } from './nav-icons';
import { PostAdFab } from './post-ad-fab';

export const BOTTOM_NAV_HEIGHT = 64;

/** Phone bottom bar: home, search, events, my ads, profile (or login when signed out), and the add button. */
export function BottomNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = [
    { key: 'home', path: '/', label: t('nav.home') },
    { key: 'search', path: '/search', label: t('nav.search') },
    { key: 'events', path: '/events', label: t('nav.events') },
    { key: 'myAds', path: '/my-ads', label: t('nav.myAds') },
    signedIn
      ? { key: 'profile', path: '/profile', label: t('nav.profile') }
      : { key: 'signIn', path: '/login', label: t('nav.signIn') },
  ];
  const active = items.find((item) => isActivePath(pathname, item.path))?.key ?? false;

  return (
    <Paper
      component="nav"
      aria-label={t('nav.mobileLabel')}
      data-testid="bottom-nav"
      square
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={active} sx={{ height: BOTTOM_NAV_HEIGHT, bgcolor: 'transparent' }}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.key}
            value={item.key}
            label={item.label}
            icon={NAV_ICONS[item.key]}
            component={Link}
            to={item.path}
            aria-current={active === item.key ? 'page' : undefined}
            sx={{
              minWidth: 0,
              px: 0.5,
              color: 'text.secondary',
              '& .MuiBottomNavigationAction-label': {
                fontSize: '0.72rem',
                lineHeight: 1.15,
                textAlign: 'center',
                whiteSpace: 'normal',
              },
              '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.72rem', fontWeight: 700 },
            }}
          />
        ))}
      </BottomNavigation>
      <PostAdFab signedIn={signedIn} />
    </Paper>
  );
}
