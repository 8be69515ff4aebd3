import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import type { ImageAudience } from '../../policies/image';
import { readableByAnyone } from '../ads/ad-query';

const AD_KEY = /^ads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/** Who may see a stored image at `now` (policies/image.ts): one lookup of its ad, named by the key (`ads/<adId>/…`). */
export async function imageAudience(db: Db, key: string, now: Date): Promise<ImageAudience> {
  const adId = AD_KEY.exec(key)?.[1];
  if (!adId) return { kind: 'everyone' };
  const [ad] = await db
    // An ended event's photos are public with its page (docs/decisions/035).
    .select({ ownerId: ads.userId, isPublic: sql<boolean>`${readableByAnyone(now)}` })
    .from(ads)
    .where(eq(ads.id, adId));
  if (!ad) return { kind: 'nobody' };
  return ad.isPublic ? { kind: 'everyone' } : { kind: 'owner', ownerId: ad.ownerId };
}
