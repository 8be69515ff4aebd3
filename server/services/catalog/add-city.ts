import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { createCity, type NewCity } from './create-city';

/** POST /admin/cities: a city, in the site's time zone (SITE_TIME_ZONE) unless it names its own. */
export function addCity(
  { db, env }: Pick<Deps, 'db' | 'env'>,
  viewer: Viewer | null,
  city: Omit<NewCity, 'timeZone'> & { timeZone?: string },
) {
  const admin = requireAdministrator(viewer);
  return createCity(db, admin, { ...city, timeZone: city.timeZone ?? env.SITE_TIME_ZONE });
}
