import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { assertMayEditAd } from '../../policies/ad';
import { isAdId } from './ad-id';

export type EditableAd = typeof ads.$inferSelect;

/** The ad `viewer` may change (policies/ad.ts: 401, 404 or 403 otherwise). */
export async function adForEditing(db: Db, viewer: Viewer | null, id: string): Promise<EditableAd> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  if (!isAdId(id)) throw notFound();
  const [ad] = await db.select().from(ads).where(eq(ads.id, id));
  if (!ad) throw notFound();
  assertMayEditAd(viewer, ad);
  return ad;
}
