import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { adRatings } from '../../db/schema/ratings';
import { recordAudit } from '../audit/record-audit';
import { auditedFields } from './moderate-rating';
import { ratingForChange } from './rating-lookups';

/** The author, or an admin, deletes a rating; an admin deleting someone else's is audited. */
export async function deleteRating(db: Db, viewer: Viewer, id: string): Promise<void> {
  const current = await ratingForChange(db, viewer, id, { adminToo: true });
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(adRatings).where(eq(adRatings.id, current.id)).returning();
    if (!gone) throw notFound();
    if (gone.userId !== viewer.id)
      await recordAudit(tx, viewer, {
        action: 'rating.delete',
        entityType: 'rating',
        entityId: gone.id,
        before: auditedFields(gone),
        after: null,
      });
  });
}
