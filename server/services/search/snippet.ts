import { SUGGESTIONS } from '../../../shared/constants';

/**
 * Plain text cut to at most `max` characters (code points), at a word boundary when there is one
 * in the second half, ending with '…'; '' stays ''.
 */
export function snippet(plain: string, max: number = SUGGESTIONS.snippetLength): string {
  const chars = Array.from(plain.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= head.length / 2 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}
