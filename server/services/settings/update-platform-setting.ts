import { eq, sql } from 'drizzle-orm';
import { PLATFORM_SETTING_DEFAULTS, type PlatformSettingKey } from '../../../shared/platform-features';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema/catalog';
import { recordAudit } from '../audit/record-audit';

/**
 * Sets one switch through SPEC's RPC update_platform_setting (which sends NOTIFY platform_settings,
 * delivered when this transaction commits), with an audit entry. Nothing is written when the switch
 * already has that value.
 */
export async function updatePlatformSetting(
  db: Db,
  admin: Viewer,
  key: PlatformSettingKey,
  enabled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: platformSettings.settingValue })
      .from(platformSettings)
      .where(eq(platformSettings.settingKey, key))
      .for('update');
    const before =
      typeof row?.value?.enabled === 'boolean' ? row.value.enabled : PLATFORM_SETTING_DEFAULTS[key];
    if (row && before === enabled) return;
    await tx.execute(sql`select update_platform_setting(${key}, ${JSON.stringify({ enabled })}::jsonb)`);
    await recordAudit(tx, admin, {
      action: 'platform_setting.update',
      entityType: 'platform_setting',
      entityId: key,
      before: { setting_key: key, enabled: before },
      after: { setting_key: key, enabled },
    });
  });
}
