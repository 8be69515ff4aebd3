import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsWide } from '../../../lib/use-is-desktop';
import { isActivePath, MAIN_NAV } from '../utils/nav-items';
import { AdminMenu } from './admin-menu';
import { NAV_ICONS } from './nav-icons';

/** Top-bar links (md and up): icon buttons below 1200px, text buttons from 1200px. */
export function DesktopNav({ administer }: { administer: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const wide = useIsWide();

  return (
    <Box component="nav" aria-label={t('nav.mainLabel')}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', alignItems: 'center', gap: 0.25 }}
      >
        {MAIN_NAV.map((item) => {
          const active = isActivePath(pathname, item.path);
          const label = t(`nav.${item.key}`);
          const common = {
            component: Link,
            to: item.path,
            'aria-current': active ? ('page' as const) : undefined,
            color: active ? ('primary' as const) : ('inherit' as const),
          };
          return (
            <li key={item.key}>
              {wide ? (
                <Button {...common} sx={{ px: 1.5, fontWeight: active ? 700 : 500, whiteSpace: 'nowrap' }}>
                  {label}
                </Button>
              ) : (
                <Tooltip title={label}>
                  <IconButton {...common} aria-label={label}>
                    {NAV_ICONS[item.key]}
                  </IconButton>
                </Tooltip>
              )}
            </li>
          );
        })}
        {administer && (
          <li>
            <AdminMenu compact={!wide} />
          </li>
        )}
      </Box>
    </Box>
  );
}
