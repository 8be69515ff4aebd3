import { sql } from 'drizzle-orm';
import * as settingsApi from '../../shared/api/platform-settings';
import type { PlatformSettingKey, PlatformSettings } from '../../shared/platform-features';
import { callApi } from './http';
import type { TestServer } from './test-server';

/**
 * Sets switches through SPEC's RPC update_platform_setting, then waits until the server reports
 * them (its copy may follow the NOTIFY a moment later).
 */
export async function setPlatformSettings(server: TestServer, values: Partial<PlatformSettings>) {
  for (const [key, enabled] of Object.entries(values))
    await server.deps.db.execute(
      sql`select update_platform_setting(${key as PlatformSettingKey}, ${JSON.stringify({ enabled })}::jsonb)`,
    );
  const deadline = Date.now() + 5000;
  for (;;) {
    const { body } = await callApi(server, settingsApi.getPlatformSettings, {});
    const settings = body.settings as PlatformSettings;
    if (Object.entries(values).every(([key, enabled]) => settings[key as PlatformSettingKey] === enabled))
      return;
    if (Date.now() > deadline) throw new Error(`settings not applied: ${JSON.stringify(settings)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const setPlatformSetting = (server: TestServer, key: PlatformSettingKey, enabled: boolean) =>
  setPlatformSettings(server, { [key]: enabled });

/** The stored value of a setting, to put it back after a test changed it. */
export async function platformSetting(server: TestServer, key: PlatformSettingKey): Promise<boolean> {
  const state = await callApi(server, settingsApi.getPlatformSettings, {});
  return state.body.settings[key] as boolean;
}
