// Working memory libvips needs to decode an image and resize it to the stored variants, estimated
// from its header. Measured peak RSS with sharp 0.35, one thread per image and no cache, per pixel:
// baseline JPEG 0.4 (shrink-on-load), PNG 1.4, WebP 0.9, TIFF 1.6–1.9, interlaced PNG 4.0,
// progressive JPEG 3.4–4.3 (both decoded whole), GIF 5.9–7.2, AVIF/HEIF 18.5 (plus ~15 MB of
// decoder at any size). Rounded up, so the sum over the images decoded at once stays above reality.

const MB = 1024 * 1024;
const DECODER_BYTES = 16 * MB;

const BYTES_PER_PIXEL: Readonly<Record<string, number>> = {
  jpeg: 0.5,
  png: 1.5,
  webp: 1,
  tiff: 2,
  gif: 8,
  heif: 20,
};
/** Progressive JPEG and interlaced PNG: libvips holds the whole image to decode them. */
const WHOLE_IMAGE_BYTES_PER_PIXEL = 4.5;

export interface DecodeShape {
  format: string;
  pixels: number;
  /** sharp's `isProgressive`: a progressive JPEG or an interlaced PNG. */
  isProgressive?: boolean;
}

export function decodeCostBytes({ format, pixels, isProgressive }: DecodeShape): number {
  const perPixel = BYTES_PER_PIXEL[format] ?? WHOLE_IMAGE_BYTES_PER_PIXEL;
  const whole = isProgressive && (format === 'jpeg' || format === 'png');
  return (
    DECODER_BYTES + Math.ceil(pixels * (whole ? Math.max(perPixel, WHOLE_IMAGE_BYTES_PER_PIXEL) : perPixel))
  );
}
