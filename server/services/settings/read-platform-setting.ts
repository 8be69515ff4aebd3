import { isPlatformSettingKey } from '../../../shared/platform-features';
import type { Db } from '../../db/client';
import { getPlatformSetting } from './get-platform-setting';

/**
 * GET /platform-settings/{key}, SPEC's RPC get_platform_setting: a key that names no setting is false,
 * unread (the admin switch stores known keys only).
 */
export const readPlatformSetting = async (db: Db, key: string): Promise<boolean> =>
  isPlatformSettingKey(key) ? getPlatformSetting(db, key) : false;
