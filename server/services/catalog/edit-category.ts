import type { z } from 'zod';
import type { CategoryChange } from '../../../shared/schemas/admin-catalog';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { countAdsIn } from './count-ads';
import { updateCategory } from './update-category';

/** PATCH /admin/categories/{id}: the category after the change, with how many ads it holds. */
export async function editCategory(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  change: z.output<typeof CategoryChange>,
) {
  const admin = requireAdministrator(viewer);
  const row = await updateCategory(deps, admin, id, change);
  return { row, adCount: await countAdsIn(deps.db, 'category', row.id) };
}
