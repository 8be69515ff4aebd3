import { and, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { PLACEHOLDER_IMAGE_PATH, type SearchPosted } from '../../../shared/constants';
import type { ValidationKey } from '../../../shared/i18n/en/validation';
import { AppError } from '../../core/app-error';
import type { ReferenceData } from '../../core/reference-data';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import { resolveFilters } from '../catalog/resolve-filters';

/** What a search is narrowed to, with cities and categories resolved to ids. */
export interface SearchFilters {
  cityIds: string[];
  categoryIds: string[];
  minPrice?: number;
  maxPrice?: number;
  posted: SearchPosted;
  withImages: boolean;
  eventsOnly: boolean;
}

export interface RawSearchFilters {
  city?: string;
  category?: string;
  min_price?: number;
  max_price?: number;
  posted?: SearchPosted;
  with_images?: boolean;
  events_only?: boolean;
}

const listItems = (value: string | undefined) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/** Each item named as the listing's ?city= / ?category= are; an unknown one is a 400 naming its field. */
async function resolveEach(
  catalog: ReferenceData,
  field: 'city' | 'category',
  value: string | undefined,
  message: ValidationKey,
): Promise<string[]> {
  const ids: string[] = [];
  for (const item of listItems(value)) {
    const resolved = await resolveFilters(catalog, { [field]: item }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('VALIDATION_FAILED', 400, { fields: { [field]: message } });
      throw error;
    });
    const id = field === 'city' ? resolved.cityId : resolved.categoryId;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids.sort();
}

export async function resolveSearchFilters(
  catalog: ReferenceData,
  raw: RawSearchFilters,
): Promise<SearchFilters> {
  return {
    cityIds: await resolveEach(catalog, 'city', raw.city, 'cityUnknown'),
    categoryIds: await resolveEach(catalog, 'category', raw.category, 'categoryUnknown'),
    minPrice: raw.min_price,
    maxPrice: raw.max_price,
    posted: raw.posted ?? 'all',
    withImages: raw.with_images ?? false,
    eventsOnly: raw.events_only ?? false,
  };
}

/** The start of the "date posted" window as of `now`; "today" begins at midnight in the site's zone. */
function postedSince(posted: SearchPosted, now: Date, timeZone: string): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (posted === 'today')
    return sql`(date_trunc('day', ${at} at time zone ${timeZone}) at time zone ${timeZone})`;
  if (posted === '7d') return sql`${at} - interval '7 days'`;
  if (posted === '30d') return sql`${at} - interval '30 days'`;
  return undefined;
}

/**
 * The filters as conditions on `advertisements`. A price bound leaves out ads without a price;
 * "with images" means a real photo, not the placeholder every ad starts with.
 */
export function filterConditions(f: SearchFilters, now: Date, timeZone: string): SQL | undefined {
  const since = postedSince(f.posted, now, timeZone);
  return and(
    f.cityIds.length > 0 ? inArray(ads.cityId, f.cityIds) : undefined,
    f.categoryIds.length > 0 ? inArray(ads.categoryId, f.categoryIds) : undefined,
    f.minPrice !== undefined ? gte(ads.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(ads.price, f.maxPrice) : undefined,
    since ? sql`${ads.createdAt} >= ${since}` : undefined,
    f.eventsOnly ? eq(ads.isEvent, true) : undefined,
    f.withImages
      ? sql`exists (select 1 from ${adImages} where ${adImages.adId} = ${ads.id} and ${ne(adImages.storagePath, PLACEHOLDER_IMAGE_PATH)})`
      : undefined,
  );
}
