// The text rules of iCalendar (RFC 5545 section 3.1 and 3.3): escaping, folding, UTC times.

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\t\n])\p{Cc}/gu, '')
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, '\\n');
}

/**
 * A content line folded into lines of at most 75 octets: each continuation starts with one space
 * (which counts), and no UTF-8 character is split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** 2031-05-17T15:30:00.000Z → 20310517T153000Z */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** One property per entry, folded, CRLF after every line (the last one too). */
export function icalDocument(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
