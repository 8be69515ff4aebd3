import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useState } from 'react';
import { preload } from 'react-dom';
import { IMAGE_VARIANT_SIZES, PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { AdImage as StoredImage } from '../../../../shared/schemas/ads';
import { BREAKPOINTS } from '../../../lib/page-frame';

type Props = {
  /** The photo (its full and thumbnail variants); none, or the placeholder row: the placeholder. */
  image: Pick<StoredImage, 'storage_path' | 'thumbnail_path'> | undefined;
  alt: string;
  /** How wide it is shown at each viewport width (lib/image-sizes.ts): the browser picks a variant by it. */
  sizes: string;
  /** Above the fold: fetched at once, with high priority. Otherwise only as it nears the screen. */
  priority?: boolean;
  /** A card in a list: phones get the thumbnail, whatever their pixel density. */
  thumbnailOnPhones?: boolean;
  sx?: SxProps<Theme>;
  fit?: 'cover' | 'contain';
};

// The frame's own ratio (CSS below), also in the attributes so the box is right before any CSS or image.
const FRAME_WIDTH = IMAGE_VARIANT_SIZES.thumb;
const FRAME_HEIGHT = (IMAGE_VARIANT_SIZES.thumb * 3) / 4;
// Variants fit inside these squares: the widths are upper bounds (a portrait photo is narrower).
const srcSetOf = (thumb: string, full: string) =>
  `${thumb} ${IMAGE_VARIANT_SIZES.thumb}w, ${full} ${IMAGE_VARIANT_SIZES.full}w`;
const PHONES = `(max-width: ${BREAKPOINTS.sm - 0.05}px)`;

/**
 * An ad photo in a 4:3 frame, as a variant that fits its width; a broken image falls back to the
 * placeholder. The markup depends on the props alone (no window, no media query in JavaScript).
 */
export function AdImage({ image, alt, sizes, priority, thumbnailOnPhones, sx, fit = 'cover' }: Props) {
  const thumb = image?.thumbnail_path || PLACEHOLDER_IMAGE_PATH;
  const full = image?.storage_path || thumb;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === thumb ? PLACEHOLDER_IMAGE_PATH : thumb;
  const srcSet = shown !== PLACEHOLDER_IMAGE_PATH && full !== thumb ? srcSetOf(thumb, full) : undefined;
  // Above the fold: asked for from the page's head (React puts the preload there), before the scripts.
  // A card's is its thumbnail, what a phone shows (a desktop may then fetch its full photo too).
  if (priority) {
    if (thumbnailOnPhones || !srcSet) preload(shown, { as: 'image', fetchPriority: 'high' });
    else preload(shown, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: sizes });
  }
  // An error before React hydrated server-rendered markup fires no onError: look once it is attached.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(thumb);
    },
    [thumb],
  );

  const photo = (
    <Box
      component="img"
      ref={checkLoaded}
      src={shown}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      width={FRAME_WIDTH}
      height={FRAME_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(thumb)}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: fit,
        bgcolor: 'action.hover',
        ...sx,
      }}
    />
  );
  if (!srcSet || !thumbnailOnPhones) return photo;
  // On a phone a card is never wider than the screen: the thumbnail is enough there, where a browser
  // choosing by pixel density alone would fetch the full photo for a 3x screen.
  return (
    <picture style={{ display: 'contents' }}>
      <source media={PHONES} srcSet={thumb} />
      {photo}
    </picture>
  );
}
