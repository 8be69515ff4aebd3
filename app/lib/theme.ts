import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../../shared/constants';
import { BREAKPOINTS } from './page-frame';
import { RouterLink } from './router-link';

/** SPEC section 9 visual constants. Colours are chosen so text passes WCAG AA in both modes. */
const palettes = {
  light: {
    mode: 'light' as const,
    primary: { main: '#1565c0', contrastText: '#ffffff' },
    secondary: { main: '#b95000', contrastText: '#ffffff' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#14213d', secondary: '#4a5568' },
    divider: 'rgba(20, 33, 61, 0.14)',
  },
  dark: {
    mode: 'dark' as const,
    // `dark` is a filled button's hover colour: lighter here, so its dark text keeps its contrast.
    primary: { main: '#90caf9', dark: '#b6dcfb', contrastText: '#0b1628' },
    secondary: { main: '#ffb74d', dark: '#ffcb80', contrastText: '#0b1628' },
    error: { main: '#f28b82', dark: '#f6ada6', contrastText: '#0b1628' },
    success: { main: '#81c995', dark: '#a6d9b3', contrastText: '#0b1628' },
    background: { default: '#0b1628', paper: '#13233d' },
    text: { primary: '#e8eef7', secondary: '#b4c0d3' },
    divider: 'rgba(232, 238, 247, 0.14)',
  },
};

export const FONT_STACK =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export function createAppTheme(mode: ThemeMode): Theme {
  const base = createTheme({
    palette: palettes[mode],
    shape: { borderRadius: 16 },
    breakpoints: { values: BREAKPOINTS },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  const { breakpoints, palette } = base;

  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A visible keyboard focus ring everywhere (MUI components reset `outline`, hence `body` for specificity).
          // Text inputs and selects already show focus with their border.
          'body :focus-visible:not(input):not(textarea):not([role="combobox"]):not([tabindex="-1"]), body .Mui-focusVisible:not(.MuiInputBase-root):not([role="combobox"])':
            { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
          // Inside clipped containers (menus, lists, cards) the ring goes inwards.
          'body .MuiMenuItem-root.Mui-focusVisible, body .MuiListItemButton-root.Mui-focusVisible, body .MuiCardActionArea-root.Mui-focusVisible, body .MuiBottomNavigationAction-root.Mui-focusVisible':
            { outlineOffset: -3 },
          body: { WebkitFontSmoothing: 'antialiased' },
          // Asked for less motion (a system setting): menus, dialogs, ripples and toasts appear and go at once.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '1ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '1ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
      MuiLink: { defaultProps: { component: RouterLink } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiButton: {
        styleOverrides: {
          root: { minHeight: 48, borderRadius: 12, paddingInline: 18 },
          sizeLarge: { [breakpoints.down('sm')]: { minHeight: 56 } },
        },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
      MuiInputBase: { styleOverrides: { root: { minHeight: 48 } } },
      MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiSelect: {
        styleOverrides: { root: { [breakpoints.down('sm')]: { minHeight: 56 } } },
      },
      MuiPopover: { styleOverrides: { paper: { borderRadius: 12 } } },
      MuiMenu: { styleOverrides: { paper: { borderRadius: 12 } } },
      MuiPopper: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiChip: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiTooltip: { defaultProps: { enterDelay: 100 } },
      MuiFab: { defaultProps: { color: 'secondary' } },
    },
  });
}
