import { describe, expect, it } from 'vitest';
import { withinEdits } from '../../server/services/search/edit-distance';
import { allowedEdits, typoSimilarity } from '../../server/services/search/word-variants';

describe('withinEdits', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each', () => {
    expect(withinEdits('photographer', 'photographer', 0)).toBe(true);
    expect(withinEdits('phootgrapher', 'photographer', 1)).toBe(true);
    expect(withinEdits('kyjiv', 'kyiv', 1)).toBe(true);
    expect(withinEdits('kvartira', 'kvartyra', 1)).toBe(true);
    expect(withinEdits('aprtment', 'apartment', 1)).toBe(true);
    expect(withinEdits('gadren', 'garden', 1)).toBe(true);
  });

  it('refuses what takes more edits than allowed', () => {
    expect(withinEdits('phootgrapher', 'photographer', 0)).toBe(false);
    expect(withinEdits('gurdon', 'garden', 1)).toBe(false);
    expect(withinEdits('honda', 'honey', 1)).toBe(false);
    expect(withinEdits('refrijeratr', 'refrigerator', 2)).toBe(true);
    expect(withinEdits('refrijerat', 'refrigerator', 2)).toBe(false);
    // A swap of letters that are not neighbours is two edits.
    expect(withinEdits('gerdan', 'garden', 1)).toBe(false);
    expect(withinEdits('abc', 'abcdef', 2)).toBe(false);
  });
});

describe('the typo rule', () => {
  it('forgives one edit from five letters and two from nine', () => {
    expect(['sofa', 'honda', 'kvartyra', 'apartment', 'photographer'].map(allowedEdits)).toEqual([
      0, 1, 1, 2, 2,
    ]);
  });

  it('asks the trigram index for a similarity every allowed typo reaches', () => {
    // The lowest similarity of any one-edit variant of a 5-letter word and of any two-edit variant
    // of a 9-letter word (measured with pg_trgm over every such variant of 'abcde' and 'abcdefghi').
    expect(typoSimilarity('abcde')).toBeLessThanOrEqual(0.2);
    expect(typoSimilarity('abcdefghi')).toBeLessThanOrEqual(0.111);
    expect(typoSimilarity('abcdefghi')).toBeGreaterThan(0.05);
  });
});
