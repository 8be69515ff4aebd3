import { z } from 'zod';
import { stripMarkup } from '../strip-markup';
import { isTimeZone, zoneSpelling } from '../time-zone';
import { TRUST_SETTINGS } from '../trust-settings';
import { text } from './text';

// Field messages are i18next keys with their namespace ('validation:…' or 'adminCatalog:…'): the
// admin forms translate them, the server localises them (server/http/field-errors.ts with the messages of field-messages.ts).
const msg = (message: FieldMessageKey) => ({ message });
export type FieldMessageKey =
  | 'validation:nameRequired'
  | 'validation:nameTooLong'
  | 'validation:invalidValue'
  | 'validation:unknownField'
  | `adminCatalog:fieldErrors.${'slugRequired' | 'slugFormat' | 'slugTooLong' | 'slugReserved' | 'orderInvalid' | 'moveToSame' | 'moveToInvalid' | 'timeZoneInvalid' | 'lifetimeInvalid'}`;

export const CATALOG_NAME_MAX = 60;
export const CATALOG_SLUG_MAX = 60;
export const SORT_ORDER_MAX = 1_000_000;

/** Lower-case a-z and digits, in groups joined by single hyphens: "real-estate", "st-petersburg". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First path segments that are not cities: the SPA's own pages (app/router.tsx) and the server's
 * paths (/api, /media, /health, /assets, the sitemaps and robots.txt). A city may not take one as its slug.
 */
export const RESERVED_CITY_SLUGS: ReadonlySet<string> = new Set([
  'ads',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'search',
  'events',
  'map',
  'pricing',
  'auth',
  'post-ad',
  'edit-ad',
  'my-ads',
  'favorites',
  'profile',
  'saved-searches',
  'unsubscribe',
  'messages',
  'admin',
  '404',
  'api',
  'media',
  'health',
  'assets',
  'sitemap',
  'sitemap-pages',
  'robots',
  'favicon',
  'index',
]);

/** A slug suggested from a name: slugify, then only what SLUG_PATTERN allows ("Київ" suggests nothing). */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOG_SLUG_MAX)
    .replace(/-+$/, '');
}

/** A required name: markup removed, spaces collapsed and trimmed, then 1..60 characters. */
const name = text(msg('validation:nameRequired'), { plain: true })
  .max(1000, msg('validation:nameTooLong'))
  .transform(stripMarkup)
  .pipe(
    z.string().min(1, msg('validation:nameRequired')).max(CATALOG_NAME_MAX, msg('validation:nameTooLong')),
  );

/** An optional name: the same, but empty (or absent) means none → null. */
const optionalName = text(msg('validation:invalidValue'), { plain: true })
  .max(1000, msg('validation:nameTooLong'))
  .nullable()
  .transform((v) => (v === null ? null : stripMarkup(v) || null))
  .pipe(z.string().max(CATALOG_NAME_MAX, msg('validation:nameTooLong')).nullable());

const slug = text(msg('adminCatalog:fieldErrors.slugRequired'))
  .trim()
  .min(1, msg('adminCatalog:fieldErrors.slugRequired'))
  .max(CATALOG_SLUG_MAX, msg('adminCatalog:fieldErrors.slugTooLong'))
  .regex(SLUG_PATTERN, msg('adminCatalog:fieldErrors.slugFormat'))
  .meta({ description: 'Lower-case a-z, 0-9 and single hyphens, e.g. `real-estate`' });

const citySlug = slug.refine(
  (v) => !RESERVED_CITY_SLUGS.has(v),
  msg('adminCatalog:fieldErrors.slugReserved'),
);

/** An IANA zone this engine knows, spelled as its list spells it ("america/chicago" → "America/Chicago"). */
const timeZone = text(msg('adminCatalog:fieldErrors.timeZoneInvalid'))
  .trim()
  .refine(isTimeZone, msg('adminCatalog:fieldErrors.timeZoneInvalid'))
  .transform(zoneSpelling);

const sortOrder = z
  .number(msg('adminCatalog:fieldErrors.orderInvalid'))
  .int(msg('adminCatalog:fieldErrors.orderInvalid'))
  .min(0, msg('adminCatalog:fieldErrors.orderInvalid'))
  .max(SORT_ORDER_MAX, msg('adminCatalog:fieldErrors.orderInvalid'))
  .meta({ description: 'Navigation order, ascending (0..1000000)' });

const LIFETIME = TRUST_SETTINGS.ad_lifetime_days;
/** Days an approved ad of the category stays up; null: the site's (the trust setting ad_lifetime_days). */
export const categoryLifetime = z
  .number(msg('adminCatalog:fieldErrors.lifetimeInvalid'))
  .int(msg('adminCatalog:fieldErrors.lifetimeInvalid'))
  .min(LIFETIME.min, msg('adminCatalog:fieldErrors.lifetimeInvalid'))
  .max(LIFETIME.max, msg('adminCatalog:fieldErrors.lifetimeInvalid'))
  .nullable()
  .meta({
    description: `Days an approved ad of it stays up before it expires (${LIFETIME.min}..${LIFETIME.max}); null: the site's ad_lifetime_days`,
  });

export const CategoryInput = z
  .strictObject({
    name_en: name.meta({ description: 'English name (markup removed), 1..60 characters' }),
    name_uk: name.meta({ description: 'Ukrainian name (markup removed), 1..60 characters' }),
    slug,
    sort_order: sortOrder.optional().meta({ description: 'Defaults to after the last category' }),
    is_community: z.boolean(msg('validation:invalidValue')).optional().meta({
      description: 'A church or community organisation: its ads carry unlimited images, free (default false)',
    }),
    ad_lifetime_days: categoryLifetime.optional(),
  })
  .meta({ id: 'CategoryInput' });
export type CategoryInput = z.input<typeof CategoryInput>;

export const CategoryChange = CategoryInput.partial().meta({ id: 'CategoryChange' });
export type CategoryChange = z.input<typeof CategoryChange>;

export const CityInput = z
  .strictObject({
    name: name.meta({ description: 'Name (English), unique in any case, markup removed, 1..60 characters' }),
    name_uk: optionalName
      .optional()
      .meta({ description: 'Ukrainian name; empty or null for none (the interfaces then show `name`)' }),
    slug: citySlug
      .optional()
      .meta({ description: 'The /{cityName} path segment; made from the name when absent' }),
    time_zone: timeZone.optional().meta({
      description:
        'IANA time zone its events are entered and shown in (e.g. `Europe/Kyiv`); SITE_TIME_ZONE when absent',
    }),
  })
  .meta({ id: 'CityInput' });

/** The city form's time zone field, checked as the server checks it. */
export const CityTimeZone = timeZone;
export type CityInput = z.input<typeof CityInput>;

export const CityChange = CityInput.partial().meta({ id: 'CityChange' });
export type CityChange = z.input<typeof CityChange>;

/** The slug of a new city given without one: from its name, then checked like a typed one. */
export const DerivedCitySlug = citySlug;

const stamps = {
  ad_count: z.number().int().meta({ description: 'Ads in it, in every status' }),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
};

export const AdminCategory = z
  .object({
    id: z.uuid(),
    name_en: z.string(),
    name_uk: z.string(),
    slug: z.string(),
    sort_order: z.number().int(),
    is_community: z.boolean(),
    ad_lifetime_days: z.number().int().nullable().meta({
      description: "Days an approved ad of it stays up; null: the site's ad_lifetime_days (a trust setting)",
    }),
    ...stamps,
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCity = z
  .object({
    id: z.uuid(),
    name: z.string(),
    name_uk: z.string().nullable(),
    slug: z.string(),
    time_zone: z.string().meta({ description: 'IANA time zone of its events' }),
    ...stamps,
  })
  .meta({ id: 'AdminCity' });
export type AdminCity = z.infer<typeof AdminCity>;

export const AdminCategoryList = z
  .object({ items: z.array(AdminCategory) })
  .meta({ id: 'AdminCategoryList' });
export const AdminCityList = z.object({ items: z.array(AdminCity) }).meta({ id: 'AdminCityList' });

export const CatalogDeleteQuery = z.object({
  move_to: text()
    .trim()
    .pipe(z.uuid(msg('adminCatalog:fieldErrors.moveToInvalid')))
    .optional()
    .meta({ description: 'Move its ads to this other one (same kind) first, then delete' }),
});

export const CatalogDeleted = z
  .object({
    id: z.uuid(),
    moved_ads: z.number().int().meta({ description: 'How many ads moved to `move_to`' }),
  })
  .meta({ id: 'CatalogDeleted' });
export type CatalogDeleted = z.infer<typeof CatalogDeleted>;
