import AddIcon from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AUTH_PATHS } from '../../auth/hooks/use-return-to';
import { useLoginTarget } from '../hooks/use-login-target';

/**
 * Floating "Post Ad" button on phones, above the bottom bar; visitors go to /login first. Not shown
 * where it would only lead back to the same page (/post-ad, and the sign-in and sign-up forms).
 */
export function PostAdFab({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const login = useLoginTarget();
  const { pathname } = useLocation();
  if (pathname === '/post-ad' || (AUTH_PATHS as readonly string[]).includes(pathname)) return null;
  const target = signedIn ? { to: '/post-ad' } : login;

  return (
    <Tooltip title={t('nav.postAd')} placement="left">
      <Fab
        component={Link}
        {...target}
        aria-label={t('nav.postAd')}
        data-testid="post-ad-fab"
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 'calc(80px + env(safe-area-inset-bottom))',
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
}
