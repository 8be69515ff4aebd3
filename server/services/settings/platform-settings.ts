import {
  type EffectiveFeatures,
  effectiveFeatures,
  type Feature,
  isPlatformSettingKey,
  PLATFORM_SETTING_DEFAULTS,
  type PlatformSettings,
} from '../../../shared/platform-features';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema/catalog';

/** A short reason for the log: the database's own message rather than the whole query error. */
export function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The stored settings over SPEC's defaults; throws when the table cannot be read. */
export async function loadPlatformSettings(db: Db): Promise<PlatformSettings> {
  const settings: PlatformSettings = { ...PLATFORM_SETTING_DEFAULTS };
  const rows = await db.select().from(platformSettings);
  for (const row of rows) {
    if (isPlatformSettingKey(row.settingKey) && typeof row.settingValue?.enabled === 'boolean') {
      settings[row.settingKey] = row.settingValue.enabled;
    }
  }
  return settings;
}

/**
 * The stored settings over SPEC's defaults. Fails safe (SPEC section 8): when the table cannot be
 * read, the defaults are used.
 */
export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  try {
    return await loadPlatformSettings(db);
  } catch (error) {
    console.warn(`platform settings unavailable; using the defaults (${reasonOf(error)})`);
    return { ...PLATFORM_SETTING_DEFAULTS };
  }
}

export async function readEffectiveFeatures(db: Db): Promise<EffectiveFeatures> {
  return effectiveFeatures(await readPlatformSettings(db));
}

/** Refuses (403 FEATURE_DISABLED) unless every named feature is in effect. */
export async function requireFeatures(db: Db, ...features: Feature[]): Promise<void> {
  const effective = await readEffectiveFeatures(db);
  if (features.some((feature) => !effective[feature])) throw new AppError('FEATURE_DISABLED', 403);
}
