import { describe, expect, it } from 'vitest';
import {
  type CleanAdInput,
  cleanAdInput,
  DESCRIPTION_TAGS,
  toAdRow,
} from '../../server/services/ads/clean-ad-input';
import { validation as en } from '../../shared/i18n/en/validation';
import { validation as uk } from '../../shared/i18n/uk/validation';
import { AdForm, AdInput } from '../../shared/schemas/ad-input';
import xssVectors from '../fixtures/xss-vectors.json';
import { hasNaughtyStrings, naughtyStrings } from '../support/corpora';

const CATEGORY = '0b6f7c1e-3d2a-4c5b-8e9f-1a2b3c4d5e6f';
const CITY = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const body = { title: 'Bike for sale', category_id: CATEGORY, city_id: CITY };

/** A parsed input with `fields` put in as they are, the way hostile input reaches the cleaning if validation were skipped. */
const raw = (fields: Record<string, unknown>) => ({ ...AdInput.parse(body), ...fields }) as AdInput;
const clean = (fields: Record<string, unknown>) => cleanAdInput(raw(fields));

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
const SOCIAL_FIELDS = ['instagram', 'facebook', 'twitter', 'telegram', 'tiktok'] as const;
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

describe('ad input cleaning (SPEC section 5)', () => {
  it('title, price, category_id, city_id, address: all markup removed and trimmed', () => {
    const c = clean({
      title: '  <b>Bike</b> <script>alert(1)</script><i>for sale</i>  ',
      price: ' <span>12.50</span> ',
      category_id: ` <em>${CATEGORY}</em> `,
      city_id: `<p>${CITY}</p>\n`,
      address: ' <a href="javascript:alert(1)">1 Main St</a>, <img src=x onerror=alert(1)>Tampa ',
    });
    expect(c).toMatchObject({
      title: 'Bike for sale',
      price: 12.5,
      category_id: CATEGORY,
      city_id: CITY,
      address: '1 Main St, Tampa',
    });
  });

  it('all markup removed: text that decodes into markup ("&lt;script&gt;", double-encoded) goes too', () => {
    expect(clean({ title: 'Sale &lt;script&gt;alert(1)&lt;/script&gt; now' }).title).toBe('Sale now');
    expect(clean({ title: 'a &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; c' }).title).toBe('a bold c');
    expect(clean({ address: '<<script>script>alert(1)<</script>/script>Kyiv' }).address).toBe('Kyiv');
  });

  it('all markup removed, the text itself kept: "Tom & Jerry" stays "Tom & Jerry", entities read as text', () => {
    expect(clean({ title: 'Tom & Jerry' }).title).toBe('Tom & Jerry');
    expect(clean({ title: 'Tom &amp; Jerry' }).title).toBe('Tom & Jerry');
    expect(clean({ title: 'AT&T phone, 2 < 3, I <3 Lviv, "quoted"' }).title).toBe(
      'AT&T phone, 2 < 3, I <3 Lviv, "quoted"',
    );
    expect(clean({ address: "O'Brien St, apt. #5" }).address).toBe("O'Brien St, apt. #5");
  });

  it('description: only paragraph, line break, strong, em, bold, italic, underline and list tags stay, with no attributes', () => {
    const kept = DESCRIPTION_TAGS.filter((t) => t !== 'br')
      .map((t) => `<${t} class="x" style="color:red" onclick="alert(1)" id="y">${t}</${t}>`)
      .join('');
    const expected = DESCRIPTION_TAGS.filter((t) => t !== 'br')
      .map((t) => `<${t}>${t}</${t}>`)
      .join('');
    expect(clean({ description: `${kept}<br onmouseover="alert(1)">` }).description).toBe(
      `${expected}<br />`,
    );
    expect(DESCRIPTION_TAGS).toEqual(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li']);
  });

  it('description: every other tag is removed, its text kept; script, style and similar contents dropped whole', () => {
    const removed = ['a', 'img', 'div', 'span', 'h1', 'h2', 'font', 'blockquote', 'code', 'pre', 's', 'sub'];
    for (const tag of removed)
      expect({
        tag,
        clean: clean({ description: `<${tag} title="t" href="javascript:alert(1)">text</${tag}>` })
          .description,
      }).toEqual({ tag, clean: 'text' });
    for (const tag of ['script', 'style', 'textarea', 'noscript', 'template', 'xmp'])
      expect(clean({ description: `<p>a</p><${tag}>alert(1)</${tag}><p>b</p>` }).description).toBe(
        '<p>a</p><p>b</p>',
      );
    expect(
      clean({ description: '<iframe src="javascript:alert(1)"></iframe><svg onload=alert(1)>' }).description,
    ).toBe('');
    expect(clean({ description: '<p>a &lt;script&gt; b &amp; c</p>' }).description).toBe(
      '<p>a &lt;script&gt; b &amp; c</p>',
    );
    expect(clean({ description: '<p></p><p><br></p>  ' }).description).toBe('');
  });

  it('email: must match a simple address pattern, otherwise becomes empty', () => {
    for (const ok of ['anna@example.com', 'a.b+c_d-e%f@mail.example.org', 'оля@приклад.укр'])
      expect(clean({ email: ` ${ok} ` }).email).toBe(ok);
    for (const bad of [
      'not an email',
      'a@b',
      'a@b.c',
      '@example.com',
      'anna@',
      'an na@example.com',
      '<script>@example.com',
      '"><img src=x onerror=alert(1)>@x.com',
      'javascript:alert(1)//@x.com',
      'a@example.com<script>',
      `${'a'.repeat(250)}@example.com`,
    ])
      expect(clean({ email: bad }).email).toBe('');
  });

  it('website: empty if it starts with javascript:, data: or vbscript: (any case, whitespace, control characters, entities, percent-encoding)', () => {
    const disguised = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  \t\njavascript:alert(1)',
      '\u0001\u0000javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      'java&#9script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      '&amp;#106;avascript:alert(1)',
      '%6Aavascript:alert(1)',
      'jav%0Aascript:alert(1)',
      'java\u200bscript:alert(1)',
      '<b>java</b>script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      ' DATA:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'VBScript&colon;msgbox(1)',
    ];
    for (const website of disguised)
      expect({ website, clean: clean({ website }).website }).toEqual({ website, clean: '' });
    for (const website of [
      'https://example.com',
      'http://example.com/a?b=1&c=2#d',
      'https://x.com/javascript:no',
    ])
      expect(clean({ website }).website).toBe(website);
  });

  it('Social links: empty if they start with javascript: or data:', () => {
    for (const field of SOCIAL_FIELDS) {
      for (const value of [
        'javascript:alert(1)',
        ' java&#x09;script:alert(1)',
        'data:text/html,x',
        'vbscript:x',
      ])
        expect({ field, value, clean: clean({ [field]: value })[field] }).toEqual({
          field,
          value,
          clean: '',
        });
      for (const value of ['@anna.k', 'anna_k', 'https://www.instagram.com/anna.k/'])
        expect(clean({ [field]: value })[field]).toBe(value);
    }
  });

  it('links cannot leave their attribute: <, >, quotes, backticks and whitespace are percent-encoded', () => {
    expect(clean({ website: 'https://x.com/"><script>alert(1)</script>' }).website).toBe(
      'https://x.com/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
    expect(clean({ telegram: "https://t.me/a' onmouseover='alert(1)" }).telegram).toBe(
      'https://t.me/a%27%20onmouseover=%27alert(1)',
    );
  });

  it('telephone: keeps only digits, spaces, hyphens, parentheses and plus', () => {
    expect(clean({ telephone: ' +1 (813) 555-0100 ' }).telephone).toBe('+1 (813) 555-0100');
    expect(clean({ telephone: '+38\t067<script>alert(1)</script> 123-45-67 ext. 9; a=b' }).telephone).toBe(
      '+38 067(1) 123-45-67 9',
    );
    expect(clean({ telephone: 'javascript:alert(1)' }).telephone).toBe('(1)');
    expect(clean({ telephone: '٠١٢٣ ０１２' }).telephone).toBe('');
  });

  it('is_event: coerced to a boolean', () => {
    for (const yes of [true, 'true', 'on', 1, '1']) expect(clean({ is_event: yes }).is_event).toBe(true);
    for (const no of [false, 'false', 'off', 0, '0', '', undefined, null, 'yes please', {}])
      expect(clean({ is_event: no }).is_event).toBe(false);
  });

  it('Event dates default to empty (null); an event keeps valid dates as ISO in UTC', () => {
    expect(clean({})).toMatchObject({ event_date: null, event_end_date: null });
    const dates = { event_date: '2030-06-01T18:00:00+03:00', event_end_date: '2030-06-01T21:00:00Z' };
    expect(clean({ is_event: true, ...dates })).toMatchObject({
      event_date: '2030-06-01T15:00:00.000Z',
      event_end_date: '2030-06-01T21:00:00.000Z',
    });
    expect(clean({ is_event: false, ...dates })).toMatchObject({ event_date: null, event_end_date: null });
    expect(clean({ is_event: true, event_date: 'tomorrow', event_end_date: '' })).toMatchObject({
      event_date: null,
      event_end_date: null,
    });
  });

  it('images default to an empty list', () => {
    expect(clean({}).images).toEqual([]);
    expect(clean({ images: ['https://evil.example/x.png'] }).images).toEqual([]);
  });

  it('price: markup removed and trimmed as text, empty means none (null)', () => {
    expect(clean({ price: null }).price).toBeNull();
    expect(clean({ price: '' }).price).toBeNull();
    expect(clean({ price: '  ' }).price).toBeNull();
    expect(clean({ price: 250 }).price).toBe(250);
    expect(clean({ price: '<b>1 200,5</b>' }).price).toBe(1200.5);
    expect(clean({ price: 'free' }).price).toBeNull();
    expect(clean({ price: -5 }).price).toBeNull();
  });

  it('removes NUL and other control characters and bidirectional overrides from every text', () => {
    const c = clean({
      title: 'a\u0000b\u202Ec\u0007d',
      description: '<p>x\u0000y\u2066z</p>',
      address: 'line 1\nline 2',
    });
    expect(c).toMatchObject({ title: 'abcd', description: '<p>xyz</p>', address: 'line 1 line 2' });
  });

  it('gives camelCase column values for the advertisements table (toAdRow), contact_info always empty', () => {
    const c = clean({ is_event: true, event_date: '2030-06-01T18:00:00Z', price: 10 });
    expect(toAdRow(c)).toEqual({
      title: 'Bike for sale',
      description: '',
      price: 10,
      categoryId: CATEGORY,
      cityId: CITY,
      contactInfo: '',
      email: '',
      address: '',
      website: '',
      telephone: '',
      instagram: '',
      facebook: '',
      twitter: '',
      telegram: '',
      tiktok: '',
      isEvent: true,
      eventDate: new Date('2030-06-01T18:00:00Z'),
      eventEndDate: null,
    });
  });
});

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

describe('AdInput (what the server accepts on create and update)', () => {
  it.each(['status', 'is_paid', 'paid_until', 'user_id', 'contact_info', 'id', 'images'])(
    'refuses %s (mass assignment)',
    (key) => {
      const result = AdInput.safeParse({ ...body, [key]: key === 'is_paid' ? true : 'approved' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ code: 'unrecognized_keys', message: 'unknownField' }),
      ]);
    },
  );

  it('takes a minimal body and fills the defaults', () => {
    expect(AdInput.parse(body)).toEqual({
      ...body,
      description: '',
      price: null,
      email: '',
      address: '',
      website: '',
      telephone: '',
      instagram: '',
      facebook: '',
      twitter: '',
      telegram: '',
      tiktok: '',
      is_event: false,
      event_date: null,
      event_end_date: null,
    });
  });

  it('coerces is_event from true/false/"true"/"false"/"on"/1/0 and refuses anything else', () => {
    const isEvent = (v: unknown) =>
      AdInput.safeParse({ ...body, is_event: v, event_date: '2030-01-01T10:00:00Z' });
    for (const yes of [true, 'true', 'on', 1, '1']) expect(isEvent(yes).data?.is_event).toBe(true);
    for (const no of [false, 'false', 'off', 0, '0', '']) expect(isEvent(no).data?.is_event).toBe(false);
    for (const bad of ['yes please', 2, null, {}])
      expect(isEvent(bad).error?.issues[0]).toMatchObject({ path: ['is_event'], message: 'invalidValue' });
  });

  it('takes price as a number, null or "" (and the form text), refuses anything else with priceInvalid', () => {
    const price = (v: unknown) => AdInput.safeParse({ ...body, price: v });
    expect([12.5, 0, null, '', '12,50', 99_999_999.99].map((v) => price(v).data?.price)).toEqual([
      12.5,
      0,
      null,
      null,
      12.5,
      99_999_999.99,
    ]);
    for (const bad of [-1, 1.234, 100_000_000, Number.NaN, 'abc', true, [1]])
      expect(price(bad).error?.issues[0]).toMatchObject({ path: ['price'], message: 'priceInvalid' });
  });

  it('takes what the form hands over once valid', () => {
    const form = AdForm.parse({
      ...body,
      price: '1 200',
      website: 'example.com',
      is_event: true,
      event_date: '2030-05-01T10:00:00Z',
    });
    expect(AdInput.parse(JSON.parse(JSON.stringify(form)))).toEqual(form);
  });
});

describe('AdForm messages (SPEC section 5 "Ad form")', () => {
  const form = (fields: Record<string, unknown>) => AdForm.safeParse({ ...body, ...fields });
  const messages = (fields: Record<string, unknown>) =>
    Object.fromEntries((form(fields).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('category required; city required', () => {
    expect(messages({ category_id: '', city_id: '' })).toEqual({
      category_id: 'categoryRequired',
      city_id: 'cityRequired',
    });
    expect(messages({ category_id: 'real-estate' })).toEqual({ category_id: 'categoryRequired' });
  });

  it('title required (markup alone is no title), at most 120 characters', () => {
    expect(messages({ title: '   ' })).toEqual({ title: 'titleRequired' });
    expect(messages({ title: '<b></b>' })).toEqual({ title: 'titleRequired' });
    expect(messages({ title: 'x'.repeat(121) })).toEqual({ title: 'titleTooLong' });
    expect(form({ title: 'x'.repeat(120) }).success).toBe(true);
  });

  it('price a valid number (empty means none), at most 2 decimals, up to 99,999,999.99', () => {
    for (const [text, value] of [
      ['', null],
      ['  ', null],
      ['0', 0],
      ['12', 12],
      ['12.50', 12.5],
      ['12,5', 12.5],
      ['1 200', 1200],
      ['99999999.99', 99_999_999.99],
    ] as const)
      expect(form({ price: text }).data?.price).toBe(value);
    for (const text of ['abc', '-1', '1.234', '100000000', '1e3', '12.', '1,000.50', '$5'])
      expect({ text, ...messages({ price: text }) }).toEqual({ text, price: 'priceInvalid' });
  });

  it('website format: an http(s) address; a bare domain gets https://', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.com',
      'http://localhost',
      'not a url',
      'https://exa mple.com',
    ])
      expect({ bad, ...messages({ website: bad }) }).toEqual({ bad, website: 'websiteInvalid' });
    expect(form({ website: 'https://example.com/a?b=1' }).data?.website).toBe('https://example.com/a?b=1');
    expect(form({ website: 'www.example.com/shop' }).data?.website).toBe('https://www.example.com/shop');
    expect(form({ website: '' }).data?.website).toBe('');
  });

  it('phone format: digits, spaces, hyphens, parentheses and plus; 7 to 20 digits', () => {
    for (const bad of ['abc', '123-45', '1'.repeat(21), '+1 813 555 0100 ext 5', '813.555.0100'])
      expect({ bad, ...messages({ telephone: bad }) }).toEqual({ bad, telephone: 'phoneInvalid' });
    for (const ok of ['+1 (813) 555-0100', '0671234567', '+380 67 123 45 67'])
      expect(form({ telephone: ok }).success).toBe(true);
  });

  it('social handle username format or full URL (username or full https URL accepted)', () => {
    for (const field of SOCIAL_FIELDS) {
      for (const bad of [
        'javascript:alert(1)',
        'http://instagram.com/anna',
        'anna k',
        `@${'a'.repeat(65)}`,
        '@anna!',
      ])
        expect({ field, bad, ...messages({ [field]: bad }) }).toEqual({
          field,
          bad,
          [field]: 'socialInvalid',
        });
      for (const ok of ['@anna.k', 'anna_k', 'https://www.facebook.com/anna.k'])
        expect(form({ [field]: ok }).data?.[field]).toBe(ok);
    }
  });

  it('email: a simple address pattern when given', () => {
    expect(messages({ email: 'anna@' })).toEqual({ email: 'invalidEmail' });
    expect(form({ email: '' }).success).toBe(true);
    expect(form({ email: 'anna@example.com' }).success).toBe(true);
  });

  it('Event: event date required', () => {
    expect(messages({ is_event: true })).toEqual({ event_date: 'eventDateRequired' });
    expect(messages({ is_event: true, event_date: '', event_end_date: '2030-01-01T10:00:00Z' })).toEqual({
      event_date: 'eventDateRequired',
    });
    expect(form({ is_event: false }).success).toBe(true);
    expect(messages({ is_event: true, event_date: 'next friday' })).toEqual({
      event_date: 'eventDateInvalid',
    });
  });

  it('Event: end date must be after start date', () => {
    const start = '2030-06-01T18:00:00+03:00';
    for (const end of ['2030-06-01T15:00:00Z', '2030-06-01T12:00:00Z'])
      expect(messages({ is_event: true, event_date: start, event_end_date: end })).toEqual({
        event_end_date: 'eventEndBeforeStart',
      });
    expect(form({ is_event: true, event_date: start, event_end_date: '2030-06-01T15:00:01Z' }).success).toBe(
      true,
    );
  });

  it('reports every failing field at once, each message a key of both validation catalogues', () => {
    const all = messages({
      title: '',
      category_id: '',
      city_id: '',
      price: 'x',
      email: 'x',
      address: 'a'.repeat(301),
      website: 'x',
      telephone: 'x',
      instagram: 'x y',
      description: 'd'.repeat(10_001),
      is_event: true,
    });
    expect(Object.keys(all).sort()).toEqual(
      [
        'title',
        'category_id',
        'city_id',
        'price',
        'email',
        'address',
        'website',
        'telephone',
        'instagram',
        'description',
        'event_date',
      ].sort(),
    );
    for (const key of Object.values(all)) {
      expect(en).toHaveProperty(key);
      expect(uk).toHaveProperty(key);
    }
  });
});
