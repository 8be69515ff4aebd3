/**
 * Near-duplicate texts (docs/decisions/030): the resemblance of two texts is the Jaccard similarity
 * of their sets of 5-character shingles (of the folded text: fold-text.ts), estimated by a MinHash
 * signature of 64 values; 16 bands of 4 values give the keys an index finds candidates by (LSH).
 */
export const SIGNATURE_LENGTH = 64;
const BAND_ROWS = 4;
const SHINGLE = 5;
/** Folded texts shorter than this are not compared: "iPhone 12" posted twice is no spam. */
export const MIN_FOLDED_LENGTH = 30;
/** Two texts are near-duplicates from this estimated resemblance up. */
export const NEAR_DUPLICATE_SIMILARITY = 0.7;

/** MurmurHash3's finaliser: a bijection on 32 bits that mixes every bit into every other. */
function mix32(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** FNV-1a over numbers (code points or 32-bit values). */
function fnv(values: Iterable<number>): number {
  let h = 0x811c9dc5;
  for (const v of values) h = Math.imul(h ^ v, 0x01000193) >>> 0;
  return h;
}

const SEEDS = Array.from({ length: SIGNATURE_LENGTH }, (_, k) => mix32(k + 1) || 1);

export interface TextFingerprint {
  /** Signed 32-bit values, as the integer[] columns hold them. */
  signature: number[];
  bands: number[];
}

/** The fingerprint of a folded text; null when it is too short to compare. */
export function textFingerprint(folded: string): TextFingerprint | null {
  const chars = Array.from(folded, (c) => c.codePointAt(0) ?? 0);
  if (chars.length < MIN_FOLDED_LENGTH) return null;
  const shingles = new Set<number>();
  for (let i = 0; i + SHINGLE <= chars.length; i++) shingles.add(fnv(chars.slice(i, i + SHINGLE)));
  const signature = SEEDS.map((seed) => {
    let min = 0xffffffff;
    for (const shingle of shingles) min = Math.min(min, mix32(shingle ^ seed));
    return min;
  });
  const bands: number[] = [];
  for (let b = 0; b < SIGNATURE_LENGTH / BAND_ROWS; b++) {
    bands.push(fnv([b, ...signature.slice(b * BAND_ROWS, (b + 1) * BAND_ROWS)]) | 0);
  }
  return { signature: signature.map((v) => v | 0), bands };
}

/** The estimated resemblance of two texts: the share of equal signature values. */
export function resemblance(a: readonly number[], b: readonly number[]): number {
  let same = 0;
  for (let k = 0; k < SIGNATURE_LENGTH; k++) if (a[k] === b[k]) same++;
  return same / SIGNATURE_LENGTH;
}
