import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { use } from 'react';
import { DeviceHintContext } from './device-hint';

/**
 * A width query that, on a server-rendered page, answers the server's guess during hydration (React
 * reads the server snapshot then) and the real width from the next render on; a page rendered in the
 * browser alone answers the real width at once.
 */
function useWidthQuery(breakpoint: 'md' | 'lg'): boolean {
  const theme = useTheme();
  const hint = use(DeviceHintContext);
  return useMediaQuery(theme.breakpoints.up(breakpoint), {
    noSsr: hint === undefined,
    defaultMatches: hint ?? false,
  });
}

/** True at the md breakpoint (900px) and up: desktop layout with footer and no bottom bar. */
export const useIsDesktop = () => useWidthQuery('md');

export const useIsWide = () => useWidthQuery('lg');
