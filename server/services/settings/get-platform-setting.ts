import { sql } from 'drizzle-orm';
import type { PlatformSettingKey } from '../../../shared/platform-features';
import { type Db, queryRows } from '../../db/client';
import { reasonOf } from './platform-settings';

/** SPEC's RPC get_platform_setting: the stored flag, false when it is missing or cannot be read (section 8). */
export async function getPlatformSetting(db: Db, key: PlatformSettingKey): Promise<boolean> {
  try {
    const [row] = await queryRows<{ enabled: boolean | null }>(
      db,
      sql`select get_platform_setting(${key}) as enabled`,
    );
    return row?.enabled === true;
  } catch (error) {
    console.warn(`platform setting ${key} unavailable; answering false (${reasonOf(error)})`);
    return false;
  }
}
