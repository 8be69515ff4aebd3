import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { AD_CURRENCIES } from '../money';
import { stripMarkup } from '../strip-markup';
import { text } from './text';

// Messages are keys of the `validation` catalogue: the form translates them, the server localises them.
const msg = (key: ValidationKey) => ({ message: key });

export const AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX = 10_000;
export const AD_ADDRESS_MAX = 300;
export const AD_PRICE_MAX = 99_999_999.99;
const EMAIL_MAX = 254;
const URL_MAX = 2048;

/** SPEC 5's "simple address pattern": name@domain.tld, letters of any script; the form and the cleaning use it. */
export const EMAIL_PATTERN = /^[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,63}$/u;
export const isSimpleEmail = (v: string) => v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v);

/** Digits, spaces, hyphens, parentheses and plus; 7–20 digits. */
const PHONE_CHARS = /^[0-9 ()+-]+$/;
const countDigits = (v: string) => v.replace(/\D/g, '').length;

/** `@name` or `name`: letters, digits, dot, underscore, 1–64. */
const SOCIAL_HANDLE = /^@?[A-Za-z0-9._]{1,64}$/;

/** A host name as the URL parser leaves it (IDN already in punycode); needs a dot, so no `localhost`. */
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
/** `example.com/…` typed without a scheme gets `https://` in front. */
const BARE_DOMAIN = /^(?:[\p{L}\p{N}-]+\.)+\p{L}{2,63}(?:[:/?#]|$)/u;
const withScheme = (v: string) => (BARE_DOMAIN.test(v) ? `https://${v}` : v);

/** An absolute http(s) URL with a real host name and none of the characters a URL never holds raw. */
function isWebUrl(value: string, protocols: readonly string[]): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || /[\s<>"`\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && HOSTNAME.test(url.hostname);
  } catch {
    return false;
  }
}

/** Price as typed: empty → null; digits with at most 2 decimals (`.` or `,`), spaces between groups allowed. */
const PRICE_TEXT = /^(?:\d{1,8}(?:[.,]\d{1,2})?|[.,]\d{1,2})$/;
export function parsePriceText(value: string): number | null | undefined {
  const text = value.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  return PRICE_TEXT.test(text) ? Number(text.replace(',', '.')) : undefined;
}
const isPriceNumber = (v: number) =>
  Number.isFinite(v) && v >= 0 && v <= AD_PRICE_MAX && Number(v.toFixed(2)) === v;

/** SPEC 5 "is_event: coerced to a boolean": true, 1, 'true', 'on', '1' are true; anything else false. */
const TRUE_VALUES: readonly unknown[] = [true, 1, 'true', 'on', '1'];
export const coerceBoolean = (v: unknown): boolean => TRUE_VALUES.includes(v);

const optionalText = (max: number, key: ValidationKey) =>
  text(msg(key), { plain: true }).trim().max(max, msg(key)).default('');

const optionalFormatted = (max: number, key: ValidationKey, valid: (v: string) => boolean) =>
  text(msg(key))
    .trim()
    .max(max, msg(key))
    .refine((v) => v === '' || valid(v), msg(key))
    .default('');

const social = text(msg('socialInvalid'))
  .trim()
  .max(URL_MAX, msg('socialInvalid'))
  .transform((v) => (SOCIAL_HANDLE.test(v) ? v : withScheme(v)))
  .refine((v) => v === '' || SOCIAL_HANDLE.test(v) || isWebUrl(v, ['https:']), msg('socialInvalid'))
  .default('');

/** ISO 8601 date-time with `Z` or an offset (the form converts its local input), or empty → null. */
const eventDate = z
  .union(
    [
      z.literal('', msg('eventDateInvalid')),
      z.null(),
      z.iso.datetime({ offset: true, ...msg('eventDateInvalid') }),
    ],
    msg('eventDateInvalid'),
  )
  .optional()
  .transform((v) => v || null);

const uuidOf = (key: ValidationKey) =>
  text(msg(key))
    .trim()
    .pipe(z.uuid(msg(key)));

/** Every field but price and is_event, whose input differs between the form and the API. */
const commonFields = {
  title: text(msg('titleRequired'), { plain: true })
    .trim()
    .min(1, msg('titleRequired'))
    .max(AD_TITLE_MAX, msg('titleTooLong'))
    .refine((v) => stripMarkup(v) !== '', msg('titleRequired')),
  /** HTML from the rich-text editor; the server keeps only SPEC's tags (server/services/ads/clean-ad-input.ts). */
  description: text(msg('descriptionTooLong'), { lines: true, plain: true })
    .max(AD_DESCRIPTION_MAX, msg('descriptionTooLong'))
    .default(''),
  category_id: uuidOf('categoryRequired'),
  city_id: uuidOf('cityRequired'),
  email: optionalFormatted(EMAIL_MAX, 'invalidEmail', isSimpleEmail),
  address: optionalText(AD_ADDRESS_MAX, 'addressTooLong'),
  website: text(msg('websiteInvalid'))
    .trim()
    .max(URL_MAX, msg('websiteInvalid'))
    .transform(withScheme)
    .refine((v) => v === '' || isWebUrl(v, ['http:', 'https:']), msg('websiteInvalid'))
    .default(''),
  telephone: optionalFormatted(40, 'phoneInvalid', (v) => {
    const digits = countDigits(v);
    return PHONE_CHARS.test(v) && digits >= 7 && digits <= 20;
  }),
  instagram: social,
  facebook: social,
  twitter: social,
  telegram: social,
  tiktok: social,
  event_date: eventDate,
  event_end_date: eventDate,
};

interface EventFields {
  is_event: boolean;
  event_date: string | null;
  event_end_date: string | null;
}
/** SPEC 5 "Event": an event needs its date; the end, when given, comes after the start. */
export function eventProblem(v: EventFields): { field: keyof EventFields; key: ValidationKey } | null {
  if (!v.is_event) return null;
  if (!v.event_date) return { field: 'event_date', key: 'eventDateRequired' };
  if (v.event_end_date && Date.parse(v.event_end_date) <= Date.parse(v.event_date))
    return { field: 'event_end_date', key: 'eventEndBeforeStart' };
  return null;
}
function checkEvent(v: EventFields, ctx: z.RefinementCtx) {
  const problem = eventProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], ...msg(problem.key) });
}

/** The price's currency, one of AD_CURRENCIES; left out, the site's (SITE_CURRENCY). */
const currency = z
  .enum(AD_CURRENCIES, msg('currencyInvalid'))
  .optional()
  .meta({ description: "The price's currency; the site's (SITE_CURRENCY) when left out" });

// Refinements, not issues raised in transforms: those would stop the event check from reporting too.
const formPrice = text(msg('priceInvalid'))
  .refine((v) => parsePriceText(v) !== undefined, msg('priceInvalid'))
  .transform((v) => parsePriceText(v) ?? null);

/** What /post-ad and /edit-ad/{id} hold (`z.input`) and hand over once valid (`z.output`, a valid AdInput body). */
export const AdForm = z
  .object({ ...commonFields, price: formPrice.default(null), currency, is_event: z.boolean().default(false) })
  .superRefine(checkEvent);
export type AdForm = z.input<typeof AdForm>;
export type AdFormOutput = z.output<typeof AdForm>;

const inputPrice = z
  .union([z.number(msg('priceInvalid')), text(msg('priceInvalid')), z.null()], msg('priceInvalid'))
  .optional()
  .refine(
    (v) =>
      typeof v === 'string' ? parsePriceText(v) !== undefined : typeof v !== 'number' || isPriceNumber(v),
    msg('priceInvalid'),
  )
  .transform((v) => (typeof v === 'string' ? (parsePriceText(v) ?? null) : (v ?? null)));

const inputBoolean = z
  .union(
    [z.boolean(), z.literal(1), z.literal(0), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])],
    msg('invalidValue'),
  )
  .optional()
  .transform(coerceBoolean);

const inputFields = {
  ...AdForm.shape,
  price: inputPrice,
  is_event: inputBoolean,
};
const unknownField = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'unknownField' : undefined),
};

/**
 * POST /ads (JSON): the form's fields, with a number (or the form's text) as price and a loosely
 * typed is_event. Any other key (status, is_paid, paid_until, user_id, contact_info, id, images, …)
 * is refused, so nobody assigns what only the server or an admin sets.
 */
export const AdInput = z
  .strictObject(inputFields, unknownField)
  .superRefine(checkEvent)
  .meta({ id: 'AdInput', description: 'An ad as its owner (or an admin) writes it; cleaned before saving' });
/** What the route has after parsing; cleanAdInput takes it. */
export type AdInput = z.output<typeof AdInput>;
/** What an API caller sends. */
export type AdInputBody = z.input<typeof AdInput>;

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type InputFields = typeof inputFields;
/** A field as sent in a PATCH: its rules, no default (a field left out is left as it is). */
const asSent = (field: z.ZodType) =>
  (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
const sentFields = Object.fromEntries(
  Object.entries(inputFields).map(([key, field]) => [key, asSent(field)]),
) as unknown as { [K in keyof InputFields]: z.ZodOptional<WithoutDefault<InputFields[K]>> };

/**
 * PATCH /ads/{id} (JSON): any of AdInput's fields, each checked by the same rules; the fields left
 * out keep their saved values. The rules across fields (an event needs its date, its end after its
 * start) are checked on the ad as it would be saved (server/services/ads/ad-changes.ts).
 */
export const AdPatch = z.strictObject(sentFields, unknownField).meta({
  id: 'AdPatch',
  description: 'Some fields of an ad: the ones sent change, the others stay; cleaned before saving',
});
/** What the PATCH route has after parsing: only the fields sent. */
export type AdPatch = z.output<typeof AdPatch>;
