/** Text for HTML text and attribute values: the five characters that could end or open markup. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, body: string): string {
  if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? entity;
  const code =
    body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '';
}

const INLINE_TAG = /<\/?(?:strong|em|b|i|u|span|a)\b[^>]*>/gi;

/**
 * What a reader sees of an HTML fragment, on one line: script/style contents and tags gone, entities
 * decoded, spaces folded. Paragraphs, line breaks and list items become sentences ("a, b, c" lists
 * stay lists): "Borscht. Varenyky" rather than "Borscht Varenyky".
 */
export function plainText(html: string): string {
  const blocks = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '\n')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>?/g, '\n')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return blocks.map((b, i) => (i < blocks.length - 1 && /[\p{L}\p{N}]$/u.test(b) ? `${b}.` : b)).join(' ');
}

/** At most `max` characters (whole code points), cut at a word break when one is near, with "…". */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
