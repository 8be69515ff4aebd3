import sanitizeHtml from 'sanitize-html';
import { type Currency, isAdCurrency } from '../../../shared/money';
import {
  AD_PRICE_MAX,
  type AdInput,
  type AdPatch,
  coerceBoolean,
  isSimpleEmail,
  parsePriceText,
} from '../../../shared/schemas/ad-input';
import { plainLine, plainLines } from '../../../shared/schemas/text';
import type { advertisements } from '../../db/schema/ads';

/** SPEC 5: paragraph, line break, strong, em, bold, italic, underline and lists; no attributes at all. */
export const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li'];

/** SPEC 3 "Ad input at save (after cleaning)", in SPEC's own (snake_case) names. */
export interface CleanAdInput {
  title: string;
  description: string;
  price: number | null;
  /** Not in SPEC's list: the price's currency; left out, the site's (SITE_CURRENCY) on a new ad. */
  currency?: Currency;
  category_id: string;
  city_id: string;
  email: string;
  address: string;
  website: string;
  telephone: string;
  instagram: string;
  telegram: string;
  twitter: string;
  tiktok: string;
  facebook: string;
  is_event: boolean;
  /** ISO 8601 in UTC, or null. */
  event_date: string | null;
  event_end_date: string | null;
  /** Always empty: images arrive by upload (POST /ads/{id}/images), never in the JSON body. */
  images: string[];
}

const common: sanitizeHtml.IOptions = {
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  // Elements whose content is never meant as text: dropped whole.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'xmp',
  ],
};
const NO_TAGS: sanitizeHtml.IOptions = { ...common, allowedTags: [] };
const DESCRIPTION: sanitizeHtml.IOptions = { ...common, allowedTags: DESCRIPTION_TAGS };

const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** The text a browser shows for `html`: tags and script/style contents gone, entities decoded. */
const textOf = (html: string) =>
  sanitizeHtml(html, NO_TAGS).replace(/&(?:amp|lt|gt|quot);/g, (e) => UNESCAPE[e] ?? e);

/** Enough for any honest input; each pass peels one level of entity encoding. */
const MAX_PASSES = 6;
const untilStable = (value: string, step: (v: string) => string) => {
  let current = value;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = step(current);
    if (next === current) break;
    current = next;
  }
  return current;
};

/** Anything to a string PostgreSQL stores, by the one text rule (shared/schemas/text.ts): plain text. */
function safeText(value: unknown, keepLines: boolean): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return keepLines ? plainLines(text) : plainLine(text);
}

/**
 * SPEC 5 "all markup removed and trimmed", for plain-text fields. The value is read as HTML and
 * its text kept ("Tom &amp; Jerry" and "Tom & Jerry" both give "Tom & Jerry"); text that decodes
 * into new markup ("&lt;script&gt;…") is read again until none is left.
 */
export function plainText(value: unknown): string {
  const text = untilStable(safeText(value, false), textOf);
  // A tag opening still left (cut off at the end, or nested past MAX_PASSES) is not text anybody typed.
  return safeText(text.replace(/<+(?=[a-zA-Z!?/])/g, ''), false)
    .replace(/\s+/g, ' ')
    .trim();
}

/** SPEC 5 description rule: only DESCRIPTION_TAGS, without attributes; no visible text → ''. */
export function cleanDescription(value: unknown): string {
  const html = sanitizeHtml(safeText(value, true), DESCRIPTION).trim();
  return textOf(html).trim() === '' ? '' : html;
}

const decodePercent = (v: string) =>
  v.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;
/** How the value starts once entities, percent-encoding, tags, whitespace and control characters are gone. */
function linkStarts(value: string): string[] {
  const decoded = untilStable(value, (v) => decodePercent(textOf(v.replace(/</g, '&lt;'))));
  const untagged = untilStable(value, (v) => decodePercent(textOf(v)));
  // A cruder reading of the tags too: what one parser takes for an attribute, another may not.
  const crude = untilStable(decoded, (v) => v.replace(/<[^>]*>?/g, ''));
  return [decoded, untagged, crude].map((v) => v.normalize('NFKC').replace(INVISIBLE, '').toLowerCase());
}

/** Characters a URL never holds raw; percent-encoded so a link cannot leave its attribute or open a tag. */
const RAW_IN_URL = /[\s<>"'`]/g;
const encodeRaw = (c: string) => (c === "'" ? '%27' : encodeURIComponent(c));

/** SPEC 5 link rule: '' when the link starts with one of `schemes` (however it is disguised). */
export function cleanLink(value: unknown, schemes: readonly string[]): string {
  const link = safeText(value, false).trim();
  if (link === '') return '';
  const starts = linkStarts(link);
  if (schemes.some((scheme) => starts.some((s) => s.startsWith(`${scheme}:`)))) return '';
  return link.replace(RAW_IN_URL, encodeRaw);
}

/** Website: SPEC's three schemes. Social links: SPEC names javascript: and data:; vbscript: goes too. */
const WEBSITE_SCHEMES = ['javascript', 'data', 'vbscript'];
const SOCIAL_SCHEMES = WEBSITE_SCHEMES;

/** SPEC 5: "keeps only digits, spaces, hyphens, parentheses and plus" (tabs and line breaks count as spaces). */
export const cleanTelephone = (value: unknown) =>
  safeText(value, true)
    .replace(/\s/g, ' ')
    .replace(/[^0-9 ()+-]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();

/** SPEC 5: "must match a simple address pattern, otherwise becomes empty". */
export function cleanEmail(value: unknown): string {
  const email = safeText(value, false).trim();
  return isSimpleEmail(email) ? email : '';
}

/** SPEC 3/5: price as text, markup removed and trimmed; empty (or not a price) → null. */
export function cleanPrice(value: unknown): number | null {
  if (typeof value === 'number') return value >= 0 && value <= AD_PRICE_MAX ? value : null;
  return parsePriceText(plainText(value)) ?? null;
}

/** An event date PostgreSQL accepts, as ISO in UTC; anything else → null (SPEC: "default to empty"). */
export function cleanDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value.trim());
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? null : date.toISOString();
}

/** Not a SPEC field: validated against AD_CURRENCIES already; anything else is no choice. */
const cleanCurrency = (value: unknown): Currency | undefined =>
  typeof value === 'string' && isAdCurrency(value) ? value : undefined;

/** SPEC section 5 "Ad input cleaning", field by field. */
const FIELD_CLEANERS = {
  title: plainText,
  description: cleanDescription,
  price: cleanPrice,
  currency: cleanCurrency,
  category_id: plainText,
  city_id: plainText,
  email: cleanEmail,
  address: plainText,
  website: (value: unknown) => cleanLink(value, WEBSITE_SCHEMES),
  telephone: cleanTelephone,
  instagram: (value: unknown) => cleanLink(value, SOCIAL_SCHEMES),
  telegram: (value: unknown) => cleanLink(value, SOCIAL_SCHEMES),
  twitter: (value: unknown) => cleanLink(value, SOCIAL_SCHEMES),
  tiktok: (value: unknown) => cleanLink(value, SOCIAL_SCHEMES),
  facebook: (value: unknown) => cleanLink(value, SOCIAL_SCHEMES),
  is_event: coerceBoolean,
  event_date: cleanDate,
  event_end_date: cleanDate,
} satisfies { [K in keyof AdPatch]-?: (value: unknown) => CleanAdInput[K] };

type CleanField = keyof typeof FIELD_CLEANERS;
const isCleanField = (key: string): key is CleanField => Object.hasOwn(FIELD_CLEANERS, key);

/** The fields a PATCH sent, each cleaned as on create; the fields left out stay out. */
export function cleanAdPatch(patch: AdPatch): Partial<CleanAdInput> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined && isCleanField(key)) clean[key] = FIELD_CLEANERS[key](value);
  }
  return clean as Partial<CleanAdInput>;
}

/** SPEC section 5 "Ad input cleaning", applied on create after AdInput has validated the body. */
export function cleanAdInput(input: AdInput): CleanAdInput {
  const fields = Object.keys(FIELD_CLEANERS) as CleanField[];
  const clean = Object.fromEntries(fields.map((key) => [key, FIELD_CLEANERS[key](input[key])]));
  const ad = { ...clean, images: [] } as unknown as CleanAdInput;
  // A non-event keeps no dates (the form may still hold them after the box was unticked).
  return ad.is_event ? ad : { ...ad, event_date: null, event_end_date: null };
}

export type AdRowValues = Omit<
  typeof advertisements.$inferInsert,
  | 'id'
  | 'userId'
  | 'status'
  | 'rejectionReason'
  | 'isPaid'
  | 'paidUntil'
  | 'boostedAt'
  | 'effectivePaidUntil'
  | 'createdAt'
  | 'updatedAt'
  | 'geocodedAddress'
  | 'geocodeStatus'
  | 'latitude'
  | 'longitude'
>;

/** The column of each cleaned field (camelCase); images go to ad_images. */
const COLUMN_OF = {
  title: 'title',
  description: 'description',
  price: 'price',
  currency: 'currency',
  category_id: 'categoryId',
  city_id: 'cityId',
  email: 'email',
  address: 'address',
  website: 'website',
  telephone: 'telephone',
  instagram: 'instagram',
  facebook: 'facebook',
  twitter: 'twitter',
  telegram: 'telegram',
  tiktok: 'tiktok',
  is_event: 'isEvent',
  event_date: 'eventDate',
  event_end_date: 'eventEndDate',
} as const satisfies Record<CleanField, keyof AdRowValues>;

const toColumnValue = (key: CleanField, value: unknown) =>
  key === 'event_date' || key === 'event_end_date' ? (value ? new Date(value as string) : null) : value;

/** The cleaned fields given, as drizzle column values for an update; the others stay out. */
export function toAdColumns(clean: Partial<CleanAdInput>): Partial<AdRowValues> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(clean)) {
    if (value !== undefined && isCleanField(key)) row[COLUMN_OF[key]] = toColumnValue(key, value);
  }
  return row as Partial<AdRowValues>;
}

/** The cleaned input as drizzle column values (camelCase) for insert or update; contact_info is always empty. */
export const toAdRow = (clean: CleanAdInput): AdFields =>
  ({ ...toAdColumns(clean), contactInfo: '' }) as AdFields;
/** The fields a person sets on an ad, cleaned; the currency only when chosen (the site's otherwise). */
export type AdFields = Omit<Required<AdRowValues>, 'currency'> & Pick<AdRowValues, 'currency'>;
