import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { adRatings } from '../../db/schema/ratings';
import { isAdId } from '../ads/ad-id';
import { recordAudit } from '../audit/record-audit';
import type { RatingRow } from './rating-lookups';

/** What the audit log keeps of a rating. */
export const auditedFields = (row: RatingRow) => ({
  ad_id: row.adId,
  user_id: row.userId,
  rating: row.rating,
  comment: row.comment,
  status: row.status,
});

/**
 * An admin approves or rejects a rating (audited, in the same transaction). Setting the status it
 * already has changes and records nothing. Returns the rating's id.
 */
export async function moderateRating(
  db: Db,
  admin: Viewer,
  id: string,
  status: 'approved' | 'rejected',
): Promise<string> {
  if (!isAdId(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(adRatings).where(eq(adRatings.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status === status) return before.id;
    const [after] = await tx.update(adRatings).set({ status }).where(eq(adRatings.id, id)).returning();
    if (!after) throw notFound();
    await recordAudit(tx, admin, {
      action: status === 'approved' ? 'rating.approve' : 'rating.reject',
      entityType: 'rating',
      entityId: id,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return id;
  });
}
