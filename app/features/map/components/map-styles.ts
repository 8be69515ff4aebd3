import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

/** Leaflet's parts in the app's look, light and dark (tiles are dimmed and inverted in dark mode). */
export function mapStyles(theme: Theme): SystemStyleObject<Theme> {
  const dark = theme.palette.mode === 'dark';
  const paper = theme.palette.background.paper;
  return {
    '&.leaflet-container': {
      fontFamily: theme.typography.fontFamily,
      bgcolor: dark ? '#1a2b45' : '#e6ecf2',
      borderRadius: '20px',
      border: 1,
      borderColor: 'divider',
    },
    '& .leaflet-tile-pane': dark
      ? { filter: 'invert(1) hue-rotate(180deg) brightness(0.85) contrast(0.9)' }
      : {},
    '& .leaflet-bar': {
      border: 'none',
      boxShadow: theme.shadows[3],
      borderRadius: '12px',
      overflow: 'hidden',
    },
    '& .leaflet-bar a, & .leaflet-bar a:hover': {
      width: 48,
      height: 48,
      lineHeight: '48px',
      bgcolor: paper,
      color: 'text.primary',
      borderColor: 'divider',
    },
    '& .leaflet-control-attribution': {
      bgcolor: paper,
      color: 'text.secondary',
      borderTopLeftRadius: '8px',
      '& a': { color: 'primary.main' },
    },
    '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip': {
      bgcolor: paper,
      color: 'text.primary',
      boxShadow: theme.shadows[6],
    },
    '& .leaflet-popup-content-wrapper': { borderRadius: '12px' },
    '& .leaflet-popup-content': { m: 1.5, fontSize: 14, lineHeight: 1.4 },
    '& a.leaflet-popup-close-button': {
      color: 'text.secondary',
      width: 32,
      height: 32,
      font: '20px/32px Inter, sans-serif',
    },
    '& .hromada-popup': { display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 200, pr: 2 },
    '& .hromada-popup img': { borderRadius: '8px', objectFit: 'cover', flexShrink: 0 },
    '& .hromada-popup a': { display: 'block', mb: 0.5, color: 'primary.main', fontWeight: 600, fontSize: 15 },
    '& .hromada-cluster': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: '50%',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontWeight: 700,
      fontSize: 15,
      border: `3px solid ${paper}`,
      boxShadow: theme.shadows[4],
    },
    '& .hromada-paid-marker': { filter: 'hue-rotate(165deg) saturate(1.5)' },
    '& .hromada-visually-hidden': visuallyHidden as SystemStyleObject<Theme>,
  };
}
