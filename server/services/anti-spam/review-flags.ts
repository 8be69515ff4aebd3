import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewFlagKind } from '../../../shared/schemas/review-reasons';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { adReviewFlags } from '../../db/schema/anti-spam';

/** A reason to write: its kind, the other ad it names, and what else the kind needs. */
export interface NewReviewFlag {
  kind: ReviewFlagKind;
  relatedAdId?: string | null;
  details?: Record<string, unknown>;
}

/** An ad's reasons as the moderation list shows them, with the title of the ad a reason names. */
export type ReviewFlagRow = typeof adReviewFlags.$inferSelect & { relatedTitle: string | null };

/**
 * Makes `flags` the ad's reasons of the given kinds (each check owns its kinds and recomputes them
 * whenever what it looks at changes); reasons of other kinds stay. Call it in the change's transaction.
 */
export async function replaceReviewFlags(
  tx: Db,
  adId: string,
  kinds: readonly ReviewFlagKind[],
  flags: readonly NewReviewFlag[],
): Promise<void> {
  await tx
    .delete(adReviewFlags)
    .where(and(eq(adReviewFlags.adId, adId), inArray(adReviewFlags.kind, [...kinds])));
  if (flags.length === 0) return;
  await tx.insert(adReviewFlags).values(
    flags.map((flag) => ({
      adId,
      kind: flag.kind,
      relatedAdId: flag.relatedAdId ?? null,
      details: flag.details ?? {},
    })),
  );
}

const related = alias(ads, 'related_ad');

/** The reasons of the given ads, oldest first, by ad. */
export async function loadReviewFlags(
  db: Db,
  adIds: readonly string[],
): Promise<Map<string, ReviewFlagRow[]>> {
  const byAd = new Map<string, ReviewFlagRow[]>();
  if (adIds.length === 0) return byAd;
  const rows = await db
    .select({ flag: adReviewFlags, relatedTitle: related.title })
    .from(adReviewFlags)
    .leftJoin(related, eq(related.id, adReviewFlags.relatedAdId))
    .where(inArray(adReviewFlags.adId, [...adIds]))
    .orderBy(adReviewFlags.createdAt, adReviewFlags.id);
  for (const { flag, relatedTitle } of rows) {
    const list = byAd.get(flag.adId) ?? [];
    list.push({ ...flag, relatedTitle });
    byAd.set(flag.adId, list);
  }
  return byAd;
}
