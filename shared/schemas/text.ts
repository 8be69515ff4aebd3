import { z } from 'zod';

/**
 * The one rule for every string a request carries (docs/decisions/036). Text a person typed or
 * pasted is cleaned, as they would want: the characters no keyboard makes (NUL and the other C0 and
 * C1 controls, lone surrogates) are removed, and the ones that only space text (tab, vertical tab,
 * form feed, NEL, line and paragraph separators) become a space, or a line break where the text
 * has lines. Plain text shown to others also loses the bidirectional embeddings, overrides and
 * isolates ("gnp.exe" spoofing). An identifier, token, cursor or path is not text: one that holds
 * such a character names nothing, and is refused (`invalidCharacters`).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SPACING = /[\t\n\r\u000B\u000C\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LINE_BREAKS = /\r\n|[\r\u000B\u000C\u0085\u2028\u2029]/g;
const SPACING_TEST = new RegExp(SPACING.source);
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const withoutControls = (value: string) => value.replace(CONTROLS, '').replace(LONE_SURROGATES, '');

/** One line: controls and lone surrogates gone, tabs and line breaks read as spaces. */
export const cleanLine = (value: string) => withoutControls(value.replace(SPACING, ' '));
/** Text with lines: every kind of line break a "\n", tabs kept, other controls gone. */
export const cleanLines = (value: string) => withoutControls(value.replace(LINE_BREAKS, '\n'));
/** Plain text shown to others: as cleanLine or cleanLines, without text-direction controls. */
export const plainLine = (value: string) => cleanLine(value).replace(BIDI_CONTROLS, '');
export const plainLines = (value: string) => cleanLines(value).replace(BIDI_CONTROLS, '');

/** Whether the value holds nothing the rule would remove (an identifier's or token's test). */
export const hasNoControls = (value: string) => value === withoutControls(value) && !SPACING_TEST.test(value);

/** The cleaners `text()` applies; tests/unit/text-rule.test.ts checks every input string uses one. */
export const TEXT_CLEANERS: ReadonlySet<(value: string) => string> = new Set([
  cleanLine,
  cleanLines,
  plainLine,
  plainLines,
]);

type StringParams = Parameters<typeof z.string>[0];

/**
 * A string of text, cleaned before any other check (so `.trim().min(1)` see what is kept):
 * `lines` keeps line breaks, `plain` (text shown to others) removes text-direction controls too.
 */
export function text(params?: StringParams, options: { lines?: boolean; plain?: boolean } = {}) {
  const clean = options.lines
    ? options.plain
      ? plainLines
      : cleanLines
    : options.plain
      ? plainLine
      : cleanLine;
  return z.string(params).overwrite(clean);
}

/** An identifier, token, cursor or path: refused with a control character or a lone surrogate in it. */
export const token = (params?: StringParams) =>
  z.string(params).refine(hasNoControls, { message: 'invalidCharacters', abort: true });
