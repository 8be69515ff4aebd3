import { eq } from 'drizzle-orm';
import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import type { Currency } from '../../../shared/money';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';
import { editKeepsModeration } from '../../policies/ad';
import type { Storage } from '../../storage/storage';
import { geocodeColumnsFor, requestGeocoding } from '../geocoding/geocode-on-save';
import { invalidateSearchCache } from '../search/search-cache';
import { activeSubscriptionEnd } from '../subscriptions/active-subscription';
import type { EditableAd } from './ad-for-editing';
import type { AdFields } from './clean-ad-input';

/** Category and city must exist: a form can hold a stale id. Only the ids given are looked up. */
async function assertPlaceExists(db: Db, { categoryId, cityId }: Partial<AdFields>) {
  const [category] = categoryId
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
    : [true];
  const [city] = cityId
    ? await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId))
    : [true];
  if (!category || !city) {
    throw new AppError('VALIDATION_FAILED', 400, {
      fields: {
        ...(category ? {} : { category_id: 'categoryRequired' }),
        ...(city ? {} : { city_id: 'cityRequired' }),
      },
    });
  }
}

/**
 * A new ad waits for moderation; until it has a photo it shows the placeholder. Posted while its
 * owner's subscription runs, it gets the subscription's paid placement until the period end.
 */
export async function createAd(
  db: Db,
  viewer: Viewer,
  fields: AdFields & { currency: Currency },
  now: Date,
): Promise<string> {
  await assertPlaceExists(db, fields);
  const id = await db.transaction(async (tx) => {
    const subscribedUntil = await activeSubscriptionEnd(tx, viewer.id, now);
    const paid = subscribedUntil ? { isPaid: true, paidUntil: subscribedUntil } : {};
    const [ad] = await tx
      .insert(ads)
      .values({
        ...fields,
        ...geocodeColumnsFor(fields.address, null),
        ...paid,
        userId: viewer.id,
        status: 'pending',
      })
      .returning({ id: ads.id });
    if (!ad) throw new Error('ad not created');
    await tx.insert(adImages).values({ adId: ad.id, storagePath: PLACEHOLDER_IMAGE_PATH, isPrimary: true });
    return ad.id;
  });
  requestGeocoding();
  return id;
}

/** SPEC: an owner's edit sends the ad back to moderation; an admin's edit keeps its status. */
export const statusAfterEdit = (viewer: Viewer, ad: EditableAd) =>
  editKeepsModeration(viewer) ? ad.status : 'pending';

/** Saves the fields given (see ad-changes.ts); the others keep their values. */
export async function updateAd(
  { db, clock }: Deps,
  viewer: Viewer,
  ad: EditableAd,
  fields: Partial<AdFields>,
): Promise<void> {
  await assertPlaceExists(db, fields);
  await db
    .update(ads)
    .set({
      ...fields,
      ...(fields.address === undefined ? {} : geocodeColumnsFor(fields.address, ad.geocodedAddress)),
      status: statusAfterEdit(viewer, ad),
      // Back in the queue, an old rejection reason no longer applies.
      rejectionReason: editKeepsModeration(viewer) ? ad.rejectionReason : null,
      updatedAt: clock(),
    })
    .where(eq(ads.id, ad.id));
  invalidateSearchCache();
  requestGeocoding();
}

/** Deletes the ad (its image rows go with it) and then its files; a failed removal is only logged. */
export async function deleteAd(db: Db, storage: Storage, ad: EditableAd): Promise<void> {
  await db.delete(ads).where(eq(ads.id, ad.id));
  invalidateSearchCache();
  await storage.removePrefix(`ads/${ad.id}/`).catch((error) => {
    console.error(`files of deleted ad ${ad.id} not removed`, error);
  });
}
