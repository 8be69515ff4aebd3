import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import type { Viewer } from '../../http/app-env';
import { notFound } from '../../http/app-error';
import { loadImages, selectAds } from './ad-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An approved ad for anyone; the owner and admins also see it while pending or rejected. */
export async function getAd(db: Db, id: string, viewer: Viewer | null) {
  if (!UUID.test(id)) throw notFound();
  const visible: SQL | undefined =
    viewer?.role === 'admin'
      ? undefined
      : or(eq(ads.status, 'approved'), viewer ? eq(ads.userId, viewer.id) : undefined);
  const [row] = await selectAds(db).where(and(eq(ads.id, id), visible));
  if (!row) throw notFound();
  const images = await loadImages(db, [id]);
  return { row, images: images.get(id) ?? [] };
}
