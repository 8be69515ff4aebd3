import { isTrustSettingKey, type TrustSettings } from '../../../shared/trust-settings';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { updateTrustSetting } from './update-trust-setting';

/**
 * PUT /admin/trust-settings/{key}: an admin changes one number; this process forgets its copy at once
 * (the others on the NOTIFY). Answers the numbers now in effect. An unknown key is 404.
 */
export async function changeTrustSetting(
  { db, trust }: Pick<Deps, 'db' | 'trust'>,
  viewer: Viewer | null,
  key: string,
  value: number,
): Promise<TrustSettings> {
  const admin = requireAdministrator(viewer);
  if (!isTrustSettingKey(key)) throw notFound();
  await updateTrustSetting(db, admin, key, value);
  trust.forget();
  return trust.read();
}
