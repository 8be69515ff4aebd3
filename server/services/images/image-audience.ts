import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { publiclyVisible } from '../ads/ad-query';

/**
 * Who may see a stored image: anyone (an image of an ad the public sees, or one that belongs to no ad,
 * such as the demo pictures), only its owner and admins (an ad pending, rejected or of a disabled
 * person), or nobody (its ad is gone).
 */
export type ImageAudience = { kind: 'everyone' } | { kind: 'owner'; ownerId: string } | { kind: 'nobody' };

const AD_KEY = /^ads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/** One lookup by the ad's primary key, named by the storage key (`ads/<adId>/…`). */
export async function imageAudience(db: Db, key: string): Promise<ImageAudience> {
  const adId = AD_KEY.exec(key)?.[1];
  if (!adId) return { kind: 'everyone' };
  const [ad] = await db
    .select({ ownerId: ads.userId, isPublic: sql<boolean>`${publiclyVisible}` })
    .from(ads)
    .where(eq(ads.id, adId));
  if (!ad) return { kind: 'nobody' };
  return ad.isPublic ? { kind: 'everyone' } : { kind: 'owner', ownerId: ad.ownerId };
}

export const audienceIncludes = (audience: ImageAudience, viewer: Viewer | null): boolean =>
  audience.kind === 'everyone' ||
  (audience.kind === 'owner' && (viewer?.role === 'admin' || viewer?.id === audience.ownerId));
