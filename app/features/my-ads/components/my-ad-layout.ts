import { fixedImageSizes } from '../../../lib/image-sizes';
import { adRowLayout } from '../../ads/components/ad-row-layout';

const THUMB = { xs: 104, sm: 160, md: 144 } as const;
/** The `sizes` of a row's photo: the width of its `thumb` column. */
export const myAdThumbSizes = fixedImageSizes(THUMB);

/**
 * The grid of one row of My Ads (shared by the row and its skeleton): on phones the photo beside the
 * text with status and buttons below; from md a single dense line of photo, text, status, buttons.
 */
export const myAdLayout = adRowLayout({
  gapFromMd: 3,
  columns: {
    xs: `${THUMB.xs}px minmax(0, 1fr)`,
    sm: `${THUMB.sm}px minmax(0, 1fr)`,
    md: `${THUMB.md}px minmax(0, 1fr) minmax(180px, 240px) auto`,
  },
  areas: {
    xs: '"thumb main" "status status" "actions actions"',
    sm: '"thumb main" "thumb status" "actions actions"',
    md: '"thumb main status actions"',
  },
});
