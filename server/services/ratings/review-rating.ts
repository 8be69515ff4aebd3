import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { requireAdministrator } from '../../policies/administer';
import { type AdminRatingRow, adminRatingById } from './list-admin-ratings';
import { moderateRating } from './moderate-rating';

/** PATCH /admin/ratings/{id}: an admin approves or rejects a rating; answers it as the list shows it. */
export async function reviewRating(
  db: Db,
  viewer: Viewer | null,
  id: string,
  status: 'approved' | 'rejected',
): Promise<AdminRatingRow> {
  const admin = requireAdministrator(viewer);
  const row = await adminRatingById(db, await moderateRating(db, admin, id, status));
  if (!row) throw notFound();
  return row;
}
