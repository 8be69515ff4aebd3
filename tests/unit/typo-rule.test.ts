import { describe, expect, it } from 'vitest';
import { withinEdits } from '../../server/services/search/edit-distance';
import { allowedEdits, typoAnchors } from '../../server/services/search/word-variants';

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

  it('finds every word within the allowed edits through one of its anchors', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    /** Every word one edit (insert, delete, change, swap of neighbours) from `word`. */
    const oneEdit = (word: string): string[] => {
      const out = new Set<string>();
      for (let i = 0; i <= word.length; i += 1) {
        for (const c of letters) out.add(word.slice(0, i) + c + word.slice(i));
        if (i < word.length) {
          out.add(word.slice(0, i) + word.slice(i + 1));
          for (const c of letters) out.add(word.slice(0, i) + c + word.slice(i + 1));
          if (i + 1 < word.length)
            out.add(word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2));
        }
      }
      out.delete(word);
      return [...out];
    };
    const matches = (pattern: string, word: string) =>
      new RegExp(`^${pattern.replace(/%/g, '.*')}$`).test(word);
    for (const word of ['honda', 'garden', 'kvartyra', 'furniture', 'photographer']) {
      const anchors = typoAnchors(word);
      const variants = allowedEdits(word) === 1 ? oneEdit(word) : oneEdit(word).flatMap(oneEdit);
      const missed = variants.filter((v) => !anchors.some((a) => matches(a, v)));
      expect(missed, word).toEqual([]);
    }
    // And the anchors are narrow: a word sharing none of them is not looked at.
    expect(typoAnchors('garden').some((a) => matches(a, 'burrow'))).toBe(false);
  });
});
