import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAdId = (id: string) => UUID.test(id);

export type EditableAd = typeof ads.$inferSelect;

/**
 * The ad `viewer` may change: their own, or any for an admin. Someone else's ad answers 404 when
 * they could not see it (not approved) and 403 when they could, so nothing hidden is revealed.
 */
export async function adForEditing(db: Db, viewer: Viewer | null, id: string): Promise<EditableAd> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  if (!isAdId(id)) throw notFound();
  const [ad] = await db.select().from(ads).where(eq(ads.id, id));
  if (!ad) throw notFound();
  if (viewer.role === 'admin' || ad.userId === viewer.id) return ad;
  if (ad.status !== 'approved') throw notFound();
  throw new AppError('FORBIDDEN', 403);
}
