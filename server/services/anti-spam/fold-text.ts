/**
 * Text as the anti-spam checks compare it (docs/decisions/030): accents and compatibility forms gone
 * (NFKD: 'é' → 'e', 'ｖ' and '𝐯' → 'v'), lower case, and the Cyrillic and Greek letters that look like
 * Latin ones (and 0, 1, l) read as what they imitate — the same table as hromada_name_skeleton
 * (migration 0014), so 'віагра' with a Latin 'i' and 'casino' with a Cyrillic 'а' fold alike.
 * Apostrophes, accents and invisible characters are dropped inside a word ('м’ясо' is one word).
 */
const FROM = Array.from('авгеєёіїјкмнопрстуьхѕԁԛԝӏαβγεζηικμνορτυχωϲ01l');
const TO = Array.from('abreeeiijkmhonpctybxsdqwiabyeznikmnoptyxwcoii');
const LOOK_ALIKE = new Map(FROM.map((from, i) => [from, TO[i] ?? from]));

const IGNORED = /^[\p{M}\p{Cf}'’ʼ`´]$/u;
const WORD_CHARS = /^[\p{L}\p{N}]+$/u;

/** A word of the text, folded, with where it stands in the original (UTF-16 offsets, end exclusive). */
export interface FoldedWord {
  text: string;
  start: number;
  end: number;
  /** Only punctuation (no space) stands between this word and the one before ('via.gra'). */
  joinedToPrevious: boolean;
}

/** One character folded: its letters, '' when it is dropped, null when it separates words. */
function foldChar(ch: string): string | null {
  if (IGNORED.test(ch)) return '';
  const base = ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (base === '') return '';
  const folded = Array.from(base, (c) => LOOK_ALIKE.get(c) ?? c).join('');
  return WORD_CHARS.test(folded) ? folded : null;
}

/** The text's words, folded, in order. */
export function foldWords(text: string): FoldedWord[] {
  const words: FoldedWord[] = [];
  let current: FoldedWord | null = null;
  let spaced = true;
  let offset = 0;
  for (const ch of text) {
    const folded = foldChar(ch);
    if (folded === null) {
      if (current) words.push(current);
      current = null;
      if (/\s/u.test(ch)) spaced = true;
    } else if (folded !== '') {
      if (!current) {
        current = { text: '', start: offset, end: offset, joinedToPrevious: !spaced && words.length > 0 };
        spaced = false;
      }
      current.text += folded;
      current.end = offset + ch.length;
    }
    offset += ch.length;
  }
  if (current) words.push(current);
  return words;
}

/** Runs of one repeated letter as one ('viagraaa', 'vviagra' → 'viagra'): applied to both sides. */
export const collapseRepeats = (s: string) => s.replace(/(.)\1+/gu, '$1');

/** The text folded to its words joined by single spaces: what near-duplicate texts are compared on. */
export const foldedText = (text: string) =>
  foldWords(text)
    .map((word) => word.text)
    .join(' ');
