import { isPlatformSettingKey, type PlatformSettings } from '../../../shared/platform-features';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { readPlatformSettings } from './platform-settings';
import { updatePlatformSetting } from './update-platform-setting';

/**
 * PUT /admin/platform-settings/{key}: an admin turns one switch on or off (SPEC's RPC
 * update_platform_setting). This process's streams follow at once, without waiting for the NOTIFY to
 * come back round. Answers the settings after the change. An unknown key is 404.
 */
export async function changePlatformSetting(
  { db, settings: hub }: Pick<Deps, 'db' | 'settings'>,
  viewer: Viewer | null,
  key: string,
  enabled: boolean,
): Promise<PlatformSettings> {
  const admin = requireAdministrator(viewer);
  if (!isPlatformSettingKey(key)) throw notFound();
  await updatePlatformSetting(db, admin, key, enabled);
  void hub.refresh();
  return readPlatformSettings(db);
}
