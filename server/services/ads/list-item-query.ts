import { eq, sql } from 'drizzle-orm';
import { EXCERPT_LENGTH } from '../../../shared/schemas/ad-list-item';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';

/** Enough of the description's markup for a card's excerpt. */
const EXCERPT_SOURCE_CHARS = 1000;

/**
 * The description as plain text, spaces evened out, one character longer than an excerpt: enough for
 * the presenter to cut it at a word and know whether more follows, without the rest on the wire.
 */
const excerptSource = sql<string>`left(btrim(regexp_replace(hromada_plain(left(${ads.description},
  ${sql.raw(String(EXCERPT_SOURCE_CHARS))})), '\\s+', ' ', 'g')), ${sql.raw(String(EXCERPT_LENGTH + 1))})`;

const approvedRatings = sql`ad_ratings r where r.ad_id = ${ads.id} and r.status = 'approved'
  and not exists (select 1 from profiles p where p.id = r.user_id and p.disabled)`;

/**
 * Ads as list cards show them, with their category, city, primary photo and rating summary, in one
 * query. The photo and the summary are scalar subqueries: run for the rows a walk returns (after its
 * LIMIT), never for the rows it passes over. Callers add where/order/limit.
 */
export function selectListItems(db: Db) {
  return db
    .select({
      id: ads.id,
      // Never presented: what withoutBlocked (services/blocks) filters a signed-in viewer's rows by.
      userId: ads.userId,
      title: ads.title,
      plain: excerptSource,
      price: ads.price,
      currency: ads.currency,
      categoryId: ads.categoryId,
      cityId: ads.cityId,
      isEvent: ads.isEvent,
      eventDate: ads.eventDate,
      eventEndDate: ads.eventEndDate,
      isPaid: ads.isPaid,
      paidUntil: ads.paidUntil,
      createdAt: ads.createdAt,
      // Exact listed_at (microseconds), the listing's keyset position; a JS Date would round it to milliseconds.
      position: sql<string>`${ads.listedAt}::text`,
      category: categories,
      city: cities,
      // Every way of saving images marks one primary; ad_images_ad_id_idx (its order, nulls last) gives it first, with no sort.
      image: sql<string | null>`(select i.storage_path from ad_images i where i.ad_id = ${ads.id}
        order by i.is_primary desc nulls last limit 1)`,
      // get_ad_ratings' summary of this ad: approved ratings of people who are not disabled.
      averageRating: sql<number | null>`(select round(avg(r.rating), 2)::float8 from ${approvedRatings})`,
      totalRatings: sql<number>`(select count(*)::integer from ${approvedRatings})`,
    })
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .innerJoin(cities, eq(cities.id, ads.cityId));
}
export type ListItemRow = Awaited<ReturnType<ReturnType<typeof selectListItems>['execute']>>[number];
