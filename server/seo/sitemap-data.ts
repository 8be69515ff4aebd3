import { asc, count, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { advertisements as ads } from '../db/schema/ads';
import { categories, cities } from '../db/schema/catalog';
import { publiclyVisible } from '../services/ads/ad-query';
import type { SitemapEntry } from './sitemap-xml';

const approved = publiclyVisible;
const latest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

export async function countApprovedAds(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ads).where(approved);
  return row?.n ?? 0;
}

/** One chunk of approved ads, oldest first (new ads land in the last chunk; earlier ones stay put). */
export async function approvedAdEntries(
  db: Db,
  baseUrl: string,
  chunk: { offset: number; limit: number },
): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: ads.id, updatedAt: ads.updatedAt })
    .from(ads)
    .where(approved)
    .orderBy(asc(ads.createdAt), asc(ads.id))
    .limit(chunk.limit)
    .offset(chunk.offset);
  return rows.map((r) => ({ loc: `${baseUrl}/ads/${r.id}`, lastmod: r.updatedAt }));
}

/**
 * Home, /events, every city page (/{city slug}, the path the SPA links to) and each city + category
 * page that has approved ads, with the newest change of the ads listed there as lastmod.
 */
export async function listingPageEntries(db: Db, baseUrl: string): Promise<SitemapEntry[]> {
  const [cityRows, categoryRows, groups] = await Promise.all([
    db.select({ id: cities.id, slug: cities.slug }).from(cities).orderBy(asc(cities.name)),
    db.select({ id: categories.id, slug: categories.slug }).from(categories).orderBy(asc(categories.slug)),
    db
      .select({
        cityId: ads.cityId,
        categoryId: ads.categoryId,
        isEvent: ads.isEvent,
        updatedAt: max(ads.updatedAt),
      })
      .from(ads)
      .where(approved)
      .groupBy(ads.cityId, ads.categoryId, ads.isEvent),
  ]);
  const segment = (s: string) => encodeURIComponent(s);
  const entries: SitemapEntry[] = [
    { loc: `${baseUrl}/`, lastmod: latest(groups.map((g) => g.updatedAt)) },
    { loc: `${baseUrl}/events`, lastmod: latest(groups.filter((g) => g.isEvent).map((g) => g.updatedAt)) },
  ];
  const seen = new Set<string>();
  for (const city of cityRows) {
    const citySlug = city.slug;
    // Two cities with one slug share one page (the SPA picks the first); an empty slug has none.
    if (!citySlug || seen.has(citySlug)) continue;
    seen.add(citySlug);
    const ofCity = groups.filter((g) => g.cityId === city.id);
    entries.push({ loc: `${baseUrl}/${segment(citySlug)}`, lastmod: latest(ofCity.map((g) => g.updatedAt)) });
    for (const category of categoryRows) {
      const inCategory = ofCity.filter((g) => g.categoryId === category.id);
      if (inCategory.length === 0) continue;
      entries.push({
        loc: `${baseUrl}/${segment(citySlug)}/${segment(category.slug)}`,
        lastmod: latest(inCategory.map((g) => g.updatedAt)),
      });
    }
  }
  return entries;
}
