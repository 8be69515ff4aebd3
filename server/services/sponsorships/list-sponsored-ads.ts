import { and, eq, inArray, sql } from 'drizzle-orm';
import { SPONSORED_SLOT_SIZE } from '../../../shared/schemas/sponsored';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { sponsorships } from '../../db/schema/monetization';
import { publiclyVisible } from '../ads/ad-query';
import { type ListItemRow, selectListItems } from '../ads/list-item-query';

export interface SponsoredParams {
  cityId?: string;
  categoryId?: string;
  now: Date;
}

/**
 * The slot's ads: publicly visible ads with a sponsorship running at `now` (starts_at <= now <
 * ends_at), of the city and category when given, at most SPONSORED_SLOT_SIZE in a random order so
 * every sponsor gets its turn when more run than the slot holds. Running sponsorships are few: the
 * ends_at index finds them, then the ads by primary key.
 */
export async function listSponsoredAds(db: Db, p: SponsoredParams): Promise<ListItemRow[]> {
  const at = sql`${p.now.toISOString()}::timestamptz`;
  const running = db
    .select({ adId: sponsorships.adId })
    .from(sponsorships)
    .where(and(sql`${sponsorships.endsAt} > ${at}`, sql`${sponsorships.startsAt} <= ${at}`));
  return selectListItems(db)
    .where(
      and(
        publiclyVisible,
        inArray(ads.id, running),
        p.cityId ? eq(ads.cityId, p.cityId) : undefined,
        p.categoryId ? eq(ads.categoryId, p.categoryId) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(SPONSORED_SLOT_SIZE);
}
