import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import { LIVE_STATUSES } from './live-ads';
import { SAME_PHOTO_BITS } from './photo-hash';
import { replaceReviewFlags } from './review-flags';

/** The hash's four 16-bit quarters, as the indexes of migration 0025 compute them. */
function quarters(hash: string): number[] {
  const value = BigInt(hash);
  return [48n, 32n, 16n, 0n].map((shift) => Number((value >> shift) & 0xffffn));
}

/** The oldest live ad of someone else's or the same owner's with (nearly) this photo. */
async function adWithPhoto(tx: Db, adId: string, hash: string): Promise<string | null> {
  const [q0, q1, q2, q3] = quarters(hash);
  const column = adImages.perceptualHash;
  const [row] = await tx
    .select({ id: ads.id })
    .from(adImages)
    .innerJoin(ads, eq(ads.id, adImages.adId))
    .where(
      and(
        sql`${column} is not null`,
        or(
          sql`((${column} >> 48) & 65535) = ${q0}`,
          sql`((${column} >> 32) & 65535) = ${q1}`,
          sql`((${column} >> 16) & 65535) = ${q2}`,
          sql`(${column} & 65535) = ${q3}`,
        ),
        sql`bit_count((${column} # ${hash}::bigint)::bit(64)) <= ${SAME_PHOTO_BITS}`,
        ne(adImages.adId, adId),
        inArray(ads.status, LIVE_STATUSES),
      ),
    )
    .orderBy(asc(ads.createdAt), asc(ads.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * After the ad's photos changed (in that transaction): when one of them is (nearly) a photo of another
 * live ad, that ad is named in its 'duplicate_photo' review reason; otherwise it has none.
 */
export async function screenAdPhotos(
  tx: Db,
  adId: string,
  hashes: readonly (string | null)[],
): Promise<void> {
  let original: string | null = null;
  for (const hash of hashes) {
    if (hash) original = await adWithPhoto(tx, adId, hash);
    if (original) break;
  }
  await replaceReviewFlags(
    tx,
    adId,
    ['duplicate_photo'],
    original ? [{ kind: 'duplicate_photo', relatedAdId: original }] : [],
  );
}
