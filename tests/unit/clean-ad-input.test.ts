import { describe, expect, it } from 'vitest';
import { DESCRIPTION_TAGS, toAdRow } from '../../server/services/ads/clean-ad-input';
import { CATEGORY, CITY, clean, NO_CONTACTS, SOCIAL_FIELDS } from '../support/ad-input-samples';

// The cleaning rules field by field. Hostile input through every field: clean-ad-input-hostile.test.ts;
// what AdInput and AdForm accept: ad-input-schema.test.ts.

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
    const dangerous = ['javascript:alert(1)', ' java&#x09;script:alert(1)', 'data:text/html,x', 'vbscript:x'];
    for (const field of SOCIAL_FIELDS) {
      for (const value of dangerous)
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
      ...NO_CONTACTS,
      isEvent: true,
      eventDate: new Date('2030-06-01T18:00:00Z'),
      eventEndDate: null,
    });
  });
});
