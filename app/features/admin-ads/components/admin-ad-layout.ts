import { adRowLayout } from '../../ads/components/ad-row-layout';

/**
 * The grid of one ad in the moderation list (shared by the row and its skeleton). Phones and tablets:
 * checkbox above the photo and the status beside it, then photo and text, then the buttons. md: the
 * status above the buttons at the right. lg: one dense line. Fixed side columns keep the statuses
 * and buttons of all rows aligned.
 */
export const adminAdLayout = adRowLayout({
  gapFromMd: 2.5,
  columns: {
    xs: '104px minmax(0, 1fr)',
    sm: '144px minmax(0, 1fr)',
    md: '40px 128px minmax(0, 1fr) 320px',
    lg: '40px 128px minmax(0, 1fr) minmax(180px, 260px) 330px',
  },
  areas: {
    xs: '"select status" "thumb main" "actions actions"',
    md: '"select thumb main status" "select thumb main actions"',
    lg: '"select thumb main status actions"',
  },
});
