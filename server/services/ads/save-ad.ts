import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import type { Currency } from '../../../shared/money';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';
import { editKeepsModeration } from '../../policies/ad';
import { admitNewAd } from '../anti-spam/new-account-limit';
import { replaceReviewFlags } from '../anti-spam/review-flags';
import { screenAdText } from '../anti-spam/screen-ad-text';
import { expiryFrom } from '../expiry/expiry-sql';
import { tellSaversOfPriceDrops } from '../favourites/price-drops';
import { geocodeColumnsFor } from '../geocoding/geocode-on-save';
import { changeThenRemoveFiles } from '../images/stored-file-removal';
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
 * owner's subscription runs, it gets the subscription's paid placement until the period end. A new
 * account's posts are limited (anti-spam/new-account-limit.ts); the text is screened for blocked
 * words and near-duplicates, whose reasons the moderators see.
 */
export async function createAd(
  deps: Pick<Deps, 'db' | 'clock' | 'trust' | 'wakeups'>,
  viewer: Viewer,
  fields: AdFields & { currency: Currency },
  lang: Language,
): Promise<string> {
  const { db } = deps;
  await assertPlaceExists(db, fields);
  const { newAccountSince } = await admitNewAd(deps, viewer, lang);
  const now = deps.clock();
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
    await screenAdText(tx, ad.id, fields);
    if (newAccountSince) {
      const details = { account_created_at: newAccountSince.toISOString() };
      await replaceReviewFlags(tx, ad.id, ['new_account'], [{ kind: 'new_account', details }]);
    }
    return ad.id;
  });
  deps.wakeups.geocoding.request();
  return id;
}

/** SPEC: an owner's edit sends the ad back to moderation; an admin's edit keeps its status. */
export const statusAfterEdit = (viewer: Viewer, ad: EditableAd) =>
  editKeepsModeration(viewer) ? ad.status : 'pending';

/** The fields that say when an ad ends: an edit of them that leaves the ad published moves its expiry. */
const TIMING_FIELDS = ['isEvent', 'eventDate', 'eventEndDate'] as const;

/**
 * Saves the fields given (see ad-changes.ts); the others keep their values. A changed title or
 * description is screened again: a blocked word sends the ad to the queue even after an admin's edit.
 */
export async function updateAd(
  {
    db,
    clock,
    trust,
    searchCache,
    wakeups,
  }: Pick<Deps, 'db' | 'clock' | 'trust' | 'searchCache' | 'wakeups'>,
  viewer: Viewer,
  ad: EditableAd,
  fields: Partial<AdFields>,
): Promise<void> {
  await assertPlaceExists(db, fields);
  const retimed = TIMING_FIELDS.some((field) => fields[field] !== undefined);
  const lifetimeDays = retimed ? (await trust.read()).ad_lifetime_days : 0;
  await db.transaction(async (tx) => {
    const text = { title: fields.title ?? ad.title, description: fields.description ?? ad.description };
    const textChanged = fields.title !== undefined || fields.description !== undefined;
    const { blocked } = textChanged ? await screenAdText(tx, ad.id, text) : { blocked: false };
    const keeps = editKeepsModeration(viewer) && !blocked;
    const status = keeps ? ad.status : 'pending';
    await tx
      .update(ads)
      .set({
        ...fields,
        ...(fields.address === undefined ? {} : geocodeColumnsFor(fields.address, ad.geocodedAddress)),
        status,
        // Back in the queue, an old rejection reason no longer applies.
        rejectionReason: keeps ? ad.rejectionReason : null,
        // An owner's edit is reviewed as an edit: dismissing the reports that hid it no longer approves it.
        ...(editKeepsModeration(viewer) ? {} : { hiddenByReportsAt: null }),
        updatedAt: clock(),
      })
      .where(eq(ads.id, ad.id));
    // A statement of its own: the expiry is read from the dates just saved.
    if (retimed && status === 'approved') {
      await tx
        .update(ads)
        .set({ expiresAt: expiryFrom(clock(), lifetimeDays) })
        .where(eq(ads.id, ad.id));
    }
    if (status === 'approved' && (fields.price !== undefined || fields.currency !== undefined))
      await tellSaversOfPriceDrops(tx, [ad.id]);
  });
  searchCache.forget();
  wakeups.geocoding.request();
}

/** Deletes the ad (its image rows go with it) and then its files (stored-file-removal.ts); a failed removal is only logged. */
export async function deleteAd(
  { db, storage, searchCache }: Pick<Deps, 'db' | 'storage' | 'searchCache'>,
  ad: EditableAd,
): Promise<void> {
  await changeThenRemoveFiles({ db, storage }, `files of deleted ad ${ad.id}`, async (tx) => {
    await tx.delete(ads).where(eq(ads.id, ad.id));
    return { value: undefined, files: [`ads/${ad.id}/`] };
  });
  searchCache.forget();
}
