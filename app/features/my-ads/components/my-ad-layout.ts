import { adRowLayout } from '../../ads/components/ad-row-layout';

/**
 * The grid of one row of My Ads (shared by the row and its skeleton): on phones the photo beside the
 * text with status and buttons below; from md a single dense line of photo, text, status, buttons.
 */
export const myAdLayout = adRowLayout({
  gapFromMd: 3,
  columns: {
    xs: '104px minmax(0, 1fr)',
    sm: '160px minmax(0, 1fr)',
    md: '144px minmax(0, 1fr) minmax(180px, 240px) auto',
  },
  areas: {
    xs: '"thumb main" "status status" "actions actions"',
    sm: '"thumb main" "thumb status" "actions actions"',
    md: '"thumb main status actions"',
  },
});
