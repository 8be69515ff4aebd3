import { describe, expect, it } from 'vitest';
import { validation as en } from '../../shared/i18n/en/validation';
import { validation as uk } from '../../shared/i18n/uk/validation';
import { AdForm, AdInput } from '../../shared/schemas/ad-input';
import { body, NO_CONTACTS, SOCIAL_FIELDS } from '../support/ad-input-samples';

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
      ...NO_CONTACTS,
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
