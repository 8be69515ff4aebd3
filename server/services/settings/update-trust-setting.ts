import { eq } from 'drizzle-orm';
import { allowedTrustValue, TRUST_SETTINGS, type TrustSettingKey } from '../../../shared/trust-settings';
import { AppError } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { trustSettings } from '../../db/schema/catalog';
import { recordAudit } from '../audit/record-audit';

/**
 * Stores one trust-and-safety number, with an audit entry; every process hears of it through the
 * table's NOTIFY. Nothing is written when it already has that value. Refuses a value out of range.
 */
export async function updateTrustSetting(
  db: Db,
  admin: Viewer,
  key: TrustSettingKey,
  value: number,
): Promise<void> {
  if (!allowedTrustValue(key, value)) {
    throw new AppError('VALIDATION_FAILED', 400, { fields: { value: 'trustValueOutOfRange' } });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: trustSettings.value })
      .from(trustSettings)
      .where(eq(trustSettings.settingKey, key))
      .for('update');
    const before = row?.value ?? TRUST_SETTINGS[key].default;
    if (before === value) return;
    await tx
      .insert(trustSettings)
      .values({ settingKey: key, value })
      .onConflictDoUpdate({ target: trustSettings.settingKey, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, admin, {
      action: 'trust_setting.update',
      entityType: 'trust_setting',
      entityId: key,
      before: { setting_key: key, value: before },
      after: { setting_key: key, value },
    });
  });
}
