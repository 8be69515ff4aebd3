import sharp from 'sharp';
import {
  DEFAULT_MAX_IMAGE_BYTES,
  IMAGE_VARIANT_SIZES,
  IMAGE_WEBP_QUALITY,
  MAX_IMAGE_INPUT_PIXELS,
} from '../../../shared/constants';
import { AppError } from '../../http/app-error';

export interface ProcessedImage {
  /** WebP fitting inside IMAGE_VARIANT_SIZES.full, upright, without any metadata. */
  full: Buffer;
  /** WebP fitting inside IMAGE_VARIANT_SIZES.thumb. */
  thumb: Buffer;
  /** Of the full variant. */
  width: number;
  height: number;
}

export type ImageRejection = 'invalid' | 'too_large';

/** A file that is not an image, or too big in bytes or pixels: answered 400 or 413 with the SPEC's words. */
export class ImageRejectedError extends AppError {
  constructor(
    readonly reason: ImageRejection,
    readonly fileName: string,
  ) {
    super(
      reason === 'invalid' ? 'INVALID_IMAGE' : 'IMAGE_TOO_LARGE',
      reason === 'invalid' ? 400 : 413,
      reason === 'invalid' ? { params: { file: displayName(fileName) } } : {},
    );
  }
}

/** Formats people upload photos in. SVG, PDF and the like are refused even though sharp reads them. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Decodes the upload (its name and the client's content type are never trusted), turns it upright by
 * its EXIF orientation and writes WebP variants with no metadata at all (EXIF, GPS, XMP, ICC dropped).
 */
export async function processImage(
  data: Buffer,
  fileName: string,
  { maxBytes = DEFAULT_MAX_IMAGE_BYTES }: { maxBytes?: number } = {},
): Promise<ProcessedImage> {
  if (data.length > maxBytes) throw new ImageRejectedError('too_large', fileName);
  if (data.length === 0) throw new ImageRejectedError('invalid', fileName);
  // failOn 'error': a phone photo libvips only warns about still passes; broken data does not.
  const input = () => sharp(data, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS, failOn: 'error' });
  try {
    const { format, width, height } = await input().metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw new ImageRejectedError('invalid', fileName);
    if (width * height > MAX_IMAGE_INPUT_PIXELS) throw new ImageRejectedError('too_large', fileName);
    const inside = (side: number) => ({
      width: side,
      height: side,
      fit: 'inside' as const,
      withoutEnlargement: true,
    });
    const full = await input()
      .rotate()
      .resize(inside(IMAGE_VARIANT_SIZES.full))
      .webp({ quality: IMAGE_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // From the full variant rather than the original: one decode of a large photo instead of two.
    const thumb = await sharp(full.data)
      .resize(inside(IMAGE_VARIANT_SIZES.thumb))
      .webp({ quality: IMAGE_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { full: full.data, thumb: thumb.data, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    // sharp's own words for a pixel bomb; anything else it cannot decode is not an image to us.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejectedError('too_large', fileName);
    }
    throw new ImageRejectedError('invalid', fileName);
  }
}

/** The name as the person chose it, for messages: no folders, no control characters, not endless. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return cleaned.length > 100 ? `${cleaned.slice(0, 99)}…` : cleaned || 'untitled';
}
