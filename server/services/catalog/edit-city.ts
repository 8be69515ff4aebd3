import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { countAdsIn } from './count-ads';
import type { NewCity } from './create-city';
import { updateCity } from './update-city';

/** PATCH /admin/cities/{id}: the city after the change, with how many ads it holds. */
export async function editCity(deps: Deps, viewer: Viewer | null, id: string, change: Partial<NewCity>) {
  const admin = requireAdministrator(viewer);
  const row = await updateCity(deps, admin, id, change);
  return { row, adCount: await countAdsIn(deps.db, 'city', row.id) };
}
