import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { corpusFile, inCI } from '../support/corpora';

describe('the shared corpora', () => {
  const dir = mkdtempSync(join(tmpdir(), 'corpora-'));
  writeFileSync(join(dir, 'present.json'), '[]');

  it('finds a corpus that is there, in CI or not', () => {
    expect(corpusFile('present.json', dir, true)).toBe(join(dir, 'present.json'));
    expect(corpusFile('present.json', dir, false)).toBe(join(dir, 'present.json'));
  });

  it('fails in CI when a corpus is missing, instead of skipping its tests', () => {
    expect(() => corpusFile('missing.json', dir, true)).toThrow(/missing\.json not found: CI runs the tests/);
  });

  it('warns and skips on a developer machine when a corpus is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(corpusFile('missing.json', dir, false)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('missing.json not found'));
    warn.mockRestore();
  });

  it('reads CI as CI services set it', () => {
    expect(inCI({ CI: 'true' })).toBe(true);
    expect(inCI({ CI: '1' })).toBe(true);
    expect(inCI({ CI: 'false' })).toBe(false);
    expect(inCI({ CI: '' })).toBe(false);
    expect(inCI({})).toBe(false);
  });
});
