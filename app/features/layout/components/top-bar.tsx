import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { SessionUser } from '../../auth/api/get-session';
import { useLoginTarget } from '../hooks/use-login-target';
import { DesktopNav } from './desktop-nav';
import { LanguageMenu } from './language-menu';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import { ThemeToggle } from './theme-toggle';

// Only signed-in people need the account menu (and its sign-out mutation), the envelope and the bell.
const userMenu = preloadableLazy(() =>
  import('../../auth/components/user-menu').then((m) => ({ default: m.UserMenu })),
);
const bell = preloadableLazy(() =>
  import('../../notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const envelope = preloadableLazy(() =>
  import('../../messages/components/messages-envelope').then((m) => ({ default: m.MessagesEnvelope })),
);
const UserMenu = userMenu.Component;
const NotificationBell = bell.Component;
const MessagesEnvelope = envelope.Component;
/** A signed-in person's parts of the bar, for loading them before a server-rendered page hydrates. */
export const preloadAccountParts = () =>
  Promise.all([userMenu.preload(), bell.preload(), envelope.preload()]);

type Props = {
  desktop: boolean;
  user: SessionUser | null;
  /** The person may administer the site (their GET /me abilities): the admin links show. */
  administer: boolean;
  sessionPending: boolean;
};

/** Sticky top bar: menu (phones), logo, links and search (desktop), language, theme, account. */
export function TopBar({ desktop, user, administer, sessionPending }: Props) {
  const { t } = useTranslation();
  const login = useLoginTarget();

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar
        sx={{
          width: '100%',
          maxWidth: 1440,
          mx: 'auto',
          gap: { xs: 0.5, md: 1.5 },
          px: { xs: 1, sm: 2, md: 3 },
        }}
      >
        {!desktop && <MobileMenu signedIn={Boolean(user)} administer={administer} />}
        <LogoLink nameOnPhones={!user} />
        {desktop && <DesktopNav administer={administer} />}
        <Box sx={{ flexGrow: 1 }} />
        {desktop && <SearchBox />}
        <LanguageMenu />
        <ThemeToggle />
        {user ? (
          <Suspense fallback={null}>
            <MessagesEnvelope />
            <NotificationBell />
            <UserMenu user={user} />
          </Suspense>
        ) : (
          !sessionPending && (
            <Button
              component={Link}
              {...login}
              variant="outlined"
              data-testid="sign-in-link"
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('nav.signIn')}
            </Button>
          )
        )}
      </Toolbar>
    </AppBar>
  );
}
