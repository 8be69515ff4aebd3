import { collapseRepeats, type FoldedWord, foldWords } from './fold-text';

/** A blocked word as it is compared: its words folded, and whether it matches word beginnings. */
export interface BlockedPattern {
  /** The folded words joined with single spaces (also the list's uniqueness key), with a `*` kept. */
  folded: string;
  /** Folded with repeats collapsed and spaces dropped: what a run of the text's words must spell. */
  target: string;
  /** Lengths of `target` where the entry's own words meet: only there may a space join two words. */
  wordEnds: ReadonlySet<number>;
  /** Entered with a trailing `*`: any word starting with it matches ('наркот*' → 'наркотики'). */
  prefix: boolean;
}

/** The pattern of an entry as an admin typed it; null when it holds no letter or digit. */
export function blockedPattern(word: string): BlockedPattern | null {
  const prefix = /\*\s*$/u.test(word);
  const parts = foldWords(word.replace(/\*\s*$/u, '')).map((w) => w.text);
  if (parts.length === 0) return null;
  const wordEnds = new Set<number>();
  for (let k = 1; k < parts.length; k++) wordEnds.add(collapseRepeats(parts.slice(0, k).join('')).length);
  return {
    folded: `${parts.join(' ')}${prefix ? '*' : ''}`,
    target: collapseRepeats(parts.join('')),
    wordEnds,
    prefix,
  };
}

/** Where a blocked word stands in the text (UTF-16 offsets of the original, end exclusive). */
export interface WordSpan {
  start: number;
  end: number;
}

/** Whether `word` may continue the spelling of the entry after `previous` (see spanOf). */
function joins(previous: FoldedWord, word: FoldedWord, spelled: string, pattern: BlockedPattern): boolean {
  return (
    word.joinedToPrevious ||
    (previous.text.length === 1 && word.text.length === 1) ||
    pattern.wordEnds.has(spelled.length)
  );
}

/**
 * Whole words only, so 'Scunthorpe' never matches 'cunt'. A word may be spelled across several of the
 * text's words when only punctuation parts them ('v.i.a.g.r.a', 'via-gra'), when each is a single
 * letter ('v i a g r a'), or where the entry itself has a space ('easy money'); never across a plain
 * space between longer words ('the rapist' is not 'therapist'). The span takes in repeats that follow
 * ('s.p.a.m.m' for 'spam'), so the moderator sees the whole spelling.
 */
function spanOf(words: readonly FoldedWord[], pattern: BlockedPattern): WordSpan | null {
  for (let i = 0; i < words.length; i++) {
    let spelled = '';
    for (let j = i; j < words.length; j++) {
      const word = words[j] as FoldedWord;
      if (j > i && !joins(words[j - 1] as FoldedWord, word, spelled, pattern)) break;
      spelled = collapseRepeats(spelled + word.text);
      const found = spelled === pattern.target || (pattern.prefix && spelled.startsWith(pattern.target));
      if (found) {
        let last = j;
        for (let k = j + 1; k < words.length; k++) {
          const next = words[k] as FoldedWord;
          if (!joins(words[k - 1] as FoldedWord, next, spelled, pattern)) break;
          if (collapseRepeats(spelled + next.text) !== spelled) break;
          last = k;
        }
        return { start: (words[i] as FoldedWord).start, end: (words[last] as FoldedWord).end };
      }
      if (!pattern.target.startsWith(spelled)) break;
    }
  }
  return null;
}

/** The first place each pattern appears in `text`, for those that do. */
export function findBlockedWords<P extends BlockedPattern>(
  text: string,
  patterns: readonly P[],
): { pattern: P; span: WordSpan }[] {
  const words = foldWords(text);
  return patterns.flatMap((pattern) => {
    const span = spanOf(words, pattern);
    return span ? [{ pattern, span }] : [];
  });
}
