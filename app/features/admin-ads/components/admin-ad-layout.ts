import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The grid of one ad in the moderation list (shared by the row and its skeleton). Phones and tablets:
 * checkbox above the photo and the status beside it, then photo and text, then the buttons. md: the
 * status above the buttons at the right. lg: one dense line. Fixed side columns keep the statuses
 * and buttons of all rows aligned.
 */
export const adminAdLayout: SxProps<Theme> = {
  display: 'grid',
  columnGap: { xs: 1.5, sm: 2, md: 2.5 },
  rowGap: 1.5,
  p: { xs: 1.5, sm: 2 },
  alignItems: { xs: 'start', md: 'center' },
  gridTemplateColumns: {
    xs: '104px minmax(0, 1fr)',
    sm: '144px minmax(0, 1fr)',
    md: '40px 128px minmax(0, 1fr) 320px',
    lg: '40px 128px minmax(0, 1fr) minmax(180px, 260px) 330px',
  },
  gridTemplateAreas: {
    xs: '"select status" "thumb main" "actions actions"',
    md: '"select thumb main status" "select thumb main actions"',
    lg: '"select thumb main status actions"',
  },
};
