import sharp from 'sharp';

/** Photos whose hashes differ in at most this many of 64 bits are taken for the same photo. */
export const SAME_PHOTO_BITS = 3;
/** A photo whose 9×8 grey thumbnail varies less than this says nothing (a flat colour): no hash. */
const MIN_CONTRAST = 8;

/**
 * The photo's difference hash (dHash): shrunk to 9×8 grey pixels, one bit per pixel brighter than its
 * right neighbour. A copy that is re-encoded, resized or slightly recoloured keeps (nearly) the same
 * bits. Returned as a signed 64-bit integer's decimal text (the bigint column), or null for a flat
 * image. Made from the stored thumbnail, which is small and already upright.
 */
export async function photoHash(image: Buffer): Promise<string | null> {
  const pixels = await sharp(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  if (Math.max(...pixels) - Math.min(...pixels) < MIN_CONTRAST) return null;
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x] ?? 0;
      const right = pixels[y * 9 + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash).toString();
}
