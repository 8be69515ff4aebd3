/** The content codings the server compresses with, in its order of preference. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The coding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3): the one with the highest
 * weight, brotli on a tie, `*` standing for what is not named; null for none (identity). An entry
 * with a malformed weight counts for nothing, so no header, however written, fails a request.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.length === 0 ? '1' : QUALITY.exec(params.join(';'))?.[1];
    if (q !== undefined && name) weights.set(name.toLowerCase(), Number(q));
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
