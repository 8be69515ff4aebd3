import { fixedImageSizes } from '../../../lib/image-sizes';
import { adRowLayout } from '../../ads/components/ad-row-layout';

const THUMB = { xs: 104, sm: 144, md: 128 } as const;
/** The `sizes` of a row's photo: the width of its `thumb` column. */
export const adminAdThumbSizes = fixedImageSizes(THUMB);

/**
 * The grid of one ad in the moderation list (shared by the row and its skeleton). Phones and tablets:
 * checkbox above the photo and the status beside it, then photo and text, then the buttons. md: the
 * status above the buttons at the right. lg: one dense line. Fixed side columns keep the statuses
 * and buttons of all rows aligned.
 */
export const adminAdLayout = adRowLayout({
  gapFromMd: 2.5,
  columns: {
    xs: `${THUMB.xs}px minmax(0, 1fr)`,
    sm: `${THUMB.sm}px minmax(0, 1fr)`,
    md: `40px ${THUMB.md}px minmax(0, 1fr) 320px`,
    lg: `40px ${THUMB.md}px minmax(0, 1fr) minmax(180px, 260px) 330px`,
  },
  areas: {
    xs: '"select status" "thumb main" "actions actions"',
    md: '"select thumb main status" "select thumb main actions"',
    lg: '"select thumb main status actions"',
  },
});
