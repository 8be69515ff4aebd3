import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { MarkInteractive } from '../../../lib/mark-interactive';
import { PAGE_GUTTER, PAGE_MAX_WIDTH } from '../../../lib/page-frame';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import { useSession } from '../../auth/api/get-session';
import { PlatformSettingsLive } from '../../platform-settings/components/platform-settings-live';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { preloadAccountParts, TopBar } from './top-bar';

// Below the fold and desktop-only: kept out of the first-load bundle.
const footer = preloadableLazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
const SiteFooter = footer.Component;

/**
 * The lazy parts of the frame a server-rendered page shows (the footer on a desktop, the account's
 * parts for a signed-in person), loaded before it hydrates.
 */
export const preloadFrameParts = ({ desktop, signedIn }: { desktop: boolean; signedIn: boolean }) =>
  Promise.all([desktop && footer.preload(), signedIn && preloadAccountParts()]);

/** Page frame: top bar, centred content (max 1440px), footer on desktop, bottom bar and add button on phones. */
export function AppLayout() {
  const desktop = useIsDesktop();
  const { user, abilities, isPending } = useSession();
  const signedIn = Boolean(user);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar desktop={desktop} user={user} administer={abilities.administer} sessionPending={isPending} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          width: '100%',
          maxWidth: PAGE_MAX_WIDTH,
          mx: 'auto',
          px: { xs: `${PAGE_GUTTER.xs}px`, sm: `${PAGE_GUTTER.sm}px`, md: `${PAGE_GUTTER.md}px` },
          pt: { xs: 2, md: 4 },
          pb: desktop ? 4 : `calc(${BOTTOM_NAV_HEIGHT + 88}px + env(safe-area-inset-bottom))`,
          outline: 'none',
        }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <MarkInteractive />
        </Suspense>
      </Box>
      {desktop ? (
        <Suspense fallback={null}>
          <SiteFooter signedIn={signedIn} />
        </Suspense>
      ) : (
        <BottomNav signedIn={signedIn} />
      )}
      <ScrollRestoration />
      <PlatformSettingsLive />
    </Box>
  );
}
