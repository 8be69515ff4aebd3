import sharp, { type Metadata } from 'sharp';
import { IMAGE_VARIANT_SIZES, IMAGE_WEBP_QUALITY, MAX_IMAGE_INPUT_PIXELS } from '../../../shared/constants';
import { AppError } from '../../core/app-error';
import { photoHash } from '../anti-spam/photo-hash';
import { createWorkGate } from '../work-gate';
import { decodeCostBytes } from './decode-cost';
import { fitInside } from './fit-inside';
import { DECODE_CONCURRENCY, DECODE_MEMORY_BYTES } from './upload-limits';

export interface ProcessedImage {
  /** WebP fitting inside IMAGE_VARIANT_SIZES.full, upright, without any metadata. */
  full: Buffer;
  /** WebP fitting inside IMAGE_VARIANT_SIZES.thumb. */
  thumb: Buffer;
  /** Of the full variant. */
  width: number;
  height: number;
  /** Its difference hash (anti-spam/photo-hash.ts), null for a flat image. */
  hash: string | null;
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

// One libvips thread per image and no operation cache: the memory bound of upload-limits.ts.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Images being decoded, process-wide: weighted by their estimated memory (decode-cost.ts); each
 * decode's turn rests as long as it took, so an upload storm takes half a thread's time at most.
 */
const decoding = createWorkGate({ capacity: DECODE_MEMORY_BYTES, rest: true });
/** Each decode weighs at least this, so at most DECODE_CONCURRENCY run at once. */
const MIN_DECODE_WEIGHT = DECODE_MEMORY_BYTES / DECODE_CONCURRENCY;

/** An upload: a file the request body was streamed to, or bytes. */
export type ImageSource = { path: string } | { data: Buffer };

export interface ImageHeader {
  width: number;
  height: number;
  /** Of the image as decoded (the first frame of an animation). */
  pixels: number;
  /** Estimated working memory of decoding it. */
  decodeBytes: number;
}

// failOn 'error': a phone photo libvips only warns about still passes; broken data does not.
const open = (source: ImageSource) =>
  sharp('path' in source ? source.path : source.data, {
    limitInputPixels: MAX_IMAGE_INPUT_PIXELS,
    failOn: 'error',
  });

/**
 * Reads only the header (cheap: nothing is decoded): refuses what is no image in an accepted format
 * (400), and an image with more pixels than MAX_IMAGE_INPUT_PIXELS or too costly to decode (413).
 */
export async function readImageHeader(source: ImageSource, fileName: string): Promise<ImageHeader> {
  let metadata: Metadata;
  try {
    metadata = await open(source).metadata();
  } catch (error) {
    throw rejection(error, fileName); // a pixel bomb; empty, truncated, or no image at all
  }
  const { format, width, height, isProgressive } = metadata;
  if (!ACCEPTED_FORMATS.has(format) || !width || !height) throw new ImageRejectedError('invalid', fileName);
  const pixels = width * (metadata.pageHeight ?? height);
  const decodeBytes = decodeCostBytes({ format, pixels, isProgressive });
  if (pixels > MAX_IMAGE_INPUT_PIXELS || decodeBytes > DECODE_MEMORY_BYTES) {
    throw new ImageRejectedError('too_large', fileName);
  }
  return { width, height, pixels, decodeBytes };
}

/**
 * Decodes the upload (its name and the client's content type are never trusted), turns it upright by
 * its EXIF orientation and writes WebP variants with no metadata at all (EXIF, GPS, XMP, ICC dropped).
 * It waits for its turn among the images being decoded process-wide.
 */
export async function processImage(
  source: ImageSource,
  fileName: string,
  header?: ImageHeader,
): Promise<ProcessedImage> {
  const { decodeBytes } = header ?? (await readImageHeader(source, fileName));
  return decoding.run(() => decode(source, fileName), Math.max(decodeBytes, MIN_DECODE_WEIGHT));
}

async function decode(source: ImageSource, fileName: string): Promise<ProcessedImage> {
  try {
    const full = await open(source)
      .rotate()
      .resize(fitInside(IMAGE_VARIANT_SIZES.full))
      .webp({ quality: IMAGE_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // From the full variant rather than the original: one decode of a large photo instead of two.
    const thumb = await sharp(full.data)
      .resize(fitInside(IMAGE_VARIANT_SIZES.thumb))
      .webp({ quality: IMAGE_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const hash = await photoHash(thumb.data);
    return { full: full.data, thumb: thumb.data, width: full.info.width, height: full.info.height, hash };
  } catch (error) {
    throw rejection(error, fileName);
  }
}

/** sharp's own words for a pixel bomb; anything else it cannot read is not an image to us. */
const rejection = (error: unknown, fileName: string) =>
  new ImageRejectedError(
    error instanceof Error && /pixel limit/i.test(error.message) ? 'too_large' : 'invalid',
    fileName,
  );

/** The name as the person chose it, for messages: no folders, no control characters, not endless. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return cleaned.length > 100 ? `${cleaned.slice(0, 99)}…` : cleaned || 'untitled';
}
