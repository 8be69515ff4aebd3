import { describe, expect, it } from 'vitest';
import { type CleanAdInput, cleanAdInput, DESCRIPTION_TAGS } from '../../server/services/ads/clean-ad-input';
import { validation as en } from '../../shared/i18n/en/validation';
import { AdInput } from '../../shared/schemas/ad-input';
import xssVectors from '../fixtures/xss-vectors.json';
import { body, clean, raw, SOCIAL_FIELDS } from '../support/ad-input-samples';
import { hasNaughtyStrings, naughtyStrings } from '../support/corpora';

const TEXT_FIELDS = [
  'title',
  'description',
  'price',
  'category_id',
  'city_id',
  'email',
  'address',
  'website',
  'telephone',
  'instagram',
  'facebook',
  'twitter',
  'telegram',
  'tiktok',
  'event_date',
  'event_end_date',
] as const;
const PLAIN_FIELDS = ['title', 'category_id', 'city_id', 'address'] as const;
const LINK_FIELDS = ['website', ...SOCIAL_FIELDS] as const;
const everyField = (value: unknown) => ({
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, value])),
  is_event: true,
});

/** Written apart from the cleaning on purpose: how a browser might read the start of a link. */
function linkStart(value: string): string {
  const codePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '\uFFFD');
  let s = value;
  for (let pass = 0; pass < 10; pass++) {
    const next = s
      .replace(/&#x([0-9a-f]{1,8});?/gi, (_, h: string) => codePoint(Number.parseInt(h, 16)))
      .replace(/&#(\d{1,10});?/g, (_, d: string) => codePoint(Number(d)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;/gi, '\t')
      .replace(/&newline;/gi, '\n')
      .replace(/&amp;?/gi, '&')
      .replace(/%([0-7][0-9a-f])/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      .replace(/<[^>]*>/g, '');
    if (next === s) break;
    s = next;
  }
  return s
    .normalize('NFKC')
    .replace(/[\s\p{Cc}\p{Cf}]/gu, '')
    .toLowerCase();
}

const ALLOWED_TAG = new RegExp(
  `^<(?:${DESCRIPTION_TAGS.join('|')})>$|^</(?:${DESCRIPTION_TAGS.join('|')})>$|^<br />$`,
);

/** What makes a cleaned ad unsafe to show, field by field; [] when it is safe. */
function problems(c: CleanAdInput): string[] {
  const found: string[] = [];
  const fail = (field: string, why: string) => found.push(`${field}: ${why}`);
  for (const [field, value] of Object.entries(c)) {
    if (typeof value !== 'string') continue;
    if (/<script/i.test(value)) fail(field, '<script');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\u2066-\u2069]/.test(value))
      fail(field, 'control character');
  }
  // No tag can open in plain text, so no on…= handler and no javascript: link either.
  for (const field of PLAIN_FIELDS) if (/<[a-z!?/]/i.test(c[field])) fail(field, `markup in ${c[field]}`);
  // Description: only allowlisted tags, bare (no on…=, no href), and no raw < or > between them.
  for (const tag of c.description.match(/<[^>]*>/g) ?? [])
    if (!ALLOWED_TAG.test(tag)) fail('description', tag);
  if (/[<>]/.test(c.description.replace(/<[^>]*>/g, ''))) fail('description', 'raw < or >');
  if (/on\w+\s*=/i.test((c.description.match(/<[^>]*>/g) ?? []).join('')))
    fail('description', 'on…= in a tag');
  for (const field of LINK_FIELDS) {
    if (/^(?:javascript|data|vbscript):/.test(linkStart(c[field]))) fail(field, `dangerous link ${c[field]}`);
    if (/[\s<>"'`]/.test(c[field])) fail(field, `raw character in ${c[field]}`);
  }
  if (!/^[0-9 ()+-]*$/.test(c.telephone)) fail('telephone', c.telephone);
  if (c.email !== '' && !/^[^\s<>"'`:=()&;]+@[^\s<>"'`:=()&;]+$/.test(c.email)) fail('email', c.email);
  if (c.price !== null && !(Number.isFinite(c.price) && c.price >= 0)) fail('price', String(c.price));
  for (const field of ['event_date', 'event_end_date'] as const) {
    const date = c[field];
    if (date !== null && new Date(date).toISOString() !== date) fail(field, date);
  }
  if (c.images.length !== 0) fail('images', 'not empty');
  return found;
}

describe('hostile input through every text field', () => {
  const vectors: string[] = xssVectors;
  const long = [
    `${'<b>'.repeat(20_000)}x`,
    `<p>${'a'.repeat(100_000)}</p>`,
    '&'.repeat(50_000),
    `${'&lt;'.repeat(10_000)}script&gt;`,
  ];

  it('the fixture holds at least 40 XSS vectors', () => {
    expect(new Set(vectors).size).toBeGreaterThanOrEqual(40);
  });

  it('each XSS vector leaves no <script, no on…= handler in markup and no javascript:/data:/vbscript: link', () => {
    const found = [...vectors, ...long].flatMap((v) => problems(cleanAdInput(raw(everyField(v)))));
    expect(found).toEqual([]);
  });

  it('the safety check itself catches what the cleaning must remove', () => {
    const unsafe = {
      ...clean({}),
      title: '<img src=x>',
      website: 'java&#x09;script:x',
      description: '<p onclick=x>',
    };
    expect(problems(unsafe)).toEqual([
      'title: markup in <img src=x>',
      'description: <p onclick=x>',
      'description: on…= in a tag',
      'website: dangerous link java&#x09;script:x',
    ]);
  });

  it('AdInput refuses each XSS vector in each formatted field (ids, price, email, website, telephone, socials, dates)', () => {
    const formatted = TEXT_FIELDS.filter((f) => !['title', 'description', 'address'].includes(f));
    const accepted = vectors.flatMap((v) =>
      formatted
        .filter((field) => AdInput.safeParse({ ...body, [field]: v }).success)
        .map((f) => `${f}: ${v}`),
    );
    expect(accepted).toEqual([]);
  });

  describe.runIf(hasNaughtyStrings)('the Big List of Naughty Strings (../shared/corpora/blns.json)', () => {
    const strings = naughtyStrings();

    it('has its 515 entries', () => {
      expect(strings.length).toBeGreaterThanOrEqual(515);
    });

    it('never makes cleaning throw, and every cleaned field passes the same checks', () => {
      const found: string[] = [];
      for (const s of strings) {
        for (const input of [raw(everyField(s)), raw({ ...everyField(s), is_event: s })]) {
          try {
            found.push(...problems(cleanAdInput(input)).map((p) => `${JSON.stringify(s)} ${p}`));
          } catch (error) {
            found.push(`${JSON.stringify(s)} threw ${error}`);
          }
        }
      }
      expect(found).toEqual([]);
    });

    it('never makes AdInput throw; whatever it accepts cleans safely', () => {
      const found: string[] = [];
      for (const s of strings) {
        for (const field of TEXT_FIELDS) {
          const result = AdInput.safeParse({
            ...body,
            [field]: s,
            is_event: true,
            event_date: '2030-01-01T00:00:00Z',
          });
          if (result.success) found.push(...problems(cleanAdInput(result.data)));
          else if (!result.error.issues.every((i) => Object.hasOwn(en, i.message)))
            found.push(`${field}: ${s}`);
        }
      }
      expect(found).toEqual([]);
    });
  });
});
