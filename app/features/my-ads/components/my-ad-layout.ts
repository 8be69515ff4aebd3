import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The grid of one row of My Ads (shared by the row and its skeleton): on phones the photo beside the
 * text with status and buttons below; from md a single dense line of photo, text, status, buttons.
 */
export const myAdLayout: SxProps<Theme> = {
  display: 'grid',
  columnGap: { xs: 1.5, sm: 2, md: 3 },
  rowGap: 1.5,
  p: { xs: 1.5, sm: 2 },
  alignItems: { xs: 'start', md: 'center' },
  gridTemplateColumns: {
    xs: '104px minmax(0, 1fr)',
    sm: '160px minmax(0, 1fr)',
    md: '144px minmax(0, 1fr) minmax(180px, 240px) auto',
  },
  gridTemplateAreas: {
    xs: '"thumb main" "status status" "actions actions"',
    sm: '"thumb main" "thumb status" "actions actions"',
    md: '"thumb main status actions"',
  },
};
