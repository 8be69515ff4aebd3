import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ThemeMode } from '../../shared/constants';
import { initialTheme, STORAGE_KEYS, writePref } from './prefs-storage';
import { createAppTheme } from './theme';

type ColorModeValue = { mode: ThemeMode; toggle: () => void };

const ColorModeContext = createContext<ColorModeValue | null>(null);

/**
 * Light/dark mode: `initialMode` (the one a server-rendered page was rendered in), else the stored
 * choice, default dark; persisted on every change.
 */
export function ColorModeProvider({
  initialMode,
  children,
}: {
  initialMode?: ThemeMode;
  children: ReactNode;
}) {
  const [mode, setMode] = useState<ThemeMode>(initialMode ?? initialTheme);
  const toggle = useCallback(() => {
    setMode((previous) => {
      const next = previous === 'dark' ? 'light' : 'dark';
      writePref(STORAGE_KEYS.theme, next);
      return next;
    });
  }, []);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.background.paper);
  }, [theme]);

  return (
    <ColorModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext>
  );
}

export function useColorMode(): ColorModeValue {
  const value = use(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider');
  return value;
}
