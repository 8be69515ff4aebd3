import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from '../../server/storage/sanitize-file-name';
import { isValidStorageKey } from '../../server/storage/storage-key';

describe('sanitizeFileName', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['My Holiday Photo.JPG', 'my_holiday_photo.jpg'],
    ['tab\tand  spaces.png', 'tab_and_spaces.png'],
    ['a/b\\c.png', 'c.png'],
    ['C:\\fakepath\\Scan 01.PDF', 'scan_01.pdf'],
    ['<b>alert(1)</b>.png', 'b_.png'],
    ['<i>x&y?.png', '_i_x_y_.png'],
    ['фото квартири.webp', '_____________.webp'],
    ['..', 'untitled'],
    ['.env', '_env'],
    ['', 'untitled'],
    ['   ', 'untitled'],
    ['ÉCOLE.png', 'ecole.png'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('keeps at most 100 characters and a short extension', () => {
    const long = `${'a'.repeat(150)}.jpeg`;
    const result = sanitizeFileName(long);
    expect(result).toHaveLength(100);
    expect(result.endsWith('.jpeg')).toBe(true);
    expect(sanitizeFileName('b'.repeat(300))).toBe('b'.repeat(100));
  });

  it('always gives a valid storage key segment', () => {
    for (const name of [
      '..',
      '../../etc/passwd',
      '.hidden',
      'a b',
      '%2e%2e',
      'x\u0000y.png',
      '-',
      '\u202etxt.exe',
    ]) {
      expect(isValidStorageKey(sanitizeFileName(name))).toBe(true);
    }
  });
});
