import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import type { Viewer } from '../../http/app-env';
import { notFound } from '../../http/app-error';
import { isAdId } from './ad-access';
import { loadImages, selectAds } from './ad-query';

/** An approved ad for anyone; the owner and admins also see it while pending or rejected. */
export async function getAd(db: Db, id: string, viewer: Viewer | null) {
  if (!isAdId(id)) throw notFound();
  const visible: SQL | undefined =
    viewer?.role === 'admin'
      ? undefined
      : or(eq(ads.status, 'approved'), viewer ? eq(ads.userId, viewer.id) : undefined);
  const [row] = await selectAds(db).where(and(eq(ads.id, id), visible));
  if (!row) throw notFound();
  const images = await loadImages(db, [id]);
  return { row, images: images.get(id) ?? [] };
}
