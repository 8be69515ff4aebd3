import { MAX_FILENAME_LENGTH } from '../../shared/constants';

const DEFAULT_NAME = 'untitled';
const MAX_KEPT_EXTENSION = 10;

/**
 * SPEC section 5: unsafe characters become `_`, whitespace becomes `_`, lower case, at most 100
 * characters, `untitled` when nothing is left. The result is always a valid storage key segment:
 * only [a-z0-9._-], never starting with a dot. A short extension survives truncation.
 */
export function sanitizeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFKD').replace(/\p{M}/gu, '').trim();
  let cleaned = base
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9._-]/g, '_')
    .replace(/^\.+/, (dots) => '_'.repeat(dots.length));
  if (/^[_.-]*$/.test(cleaned)) return DEFAULT_NAME;
  if (cleaned.length > MAX_FILENAME_LENGTH) {
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 ? cleaned.slice(dot) : '';
    cleaned =
      extension.length > 1 && extension.length <= MAX_KEPT_EXTENSION
        ? cleaned.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension
        : cleaned.slice(0, MAX_FILENAME_LENGTH);
  }
  return cleaned;
}
