import {
  allowedTrustValue,
  isTrustSettingKey,
  type TrustSettings,
  trustSettingDefaults,
} from '../../../shared/trust-settings';
import type { TrustSettingsSource } from '../../core/trust-settings';
import type { Db } from '../../db/client';
import { keptCopy } from '../../db/kept-copy';
import type { PublicContentFeed } from '../../db/public-content';
import { trustSettings } from '../../db/schema/catalog';

/** The stored numbers over the defaults (a stored value outside today's range is ignored). */
export async function loadTrustSettings(db: Db): Promise<TrustSettings> {
  const settings = trustSettingDefaults();
  const rows = await db.select().from(trustSettings);
  for (const { settingKey, value } of rows) {
    if (isTrustSettingKey(settingKey) && allowedTrustValue(settingKey, value)) settings[settingKey] = value;
  }
  return settings;
}

/** Read once and kept while the public-content feed listens; a change in any process forgets them. */
export function createTrustSettings(db: Db, feed: PublicContentFeed): TrustSettingsSource {
  const copy = keptCopy('trust settings', feed, () => loadTrustSettings(db));
  feed.subscribe((table) => {
    if (table === null || table === 'trust_settings') copy.forget();
  });
  return { read: copy.get, forget: copy.forget };
}
