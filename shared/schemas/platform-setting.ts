import { z } from 'zod';
import { PLATFORM_SETTING_KEYS } from '../platform-features';
import { token } from './text';

export const PlatformSettingKeyParam = z.object({
  key: token()
    .max(100)
    .meta({ description: `One of: ${PLATFORM_SETTING_KEYS.join(', ')}`, example: 'monetization_enabled' }),
});

export const PlatformSettingChange = z
  .object({ enabled: z.boolean() })
  .strict()
  .meta({ id: 'PlatformSettingChange' });
export type PlatformSettingChange = z.infer<typeof PlatformSettingChange>;

export const PlatformSettingValue = z
  .object({
    key: z
      .string()
      .meta({ description: `The key asked for; the settings are ${PLATFORM_SETTING_KEYS.join(', ')}` }),
    enabled: z
      .boolean()
      .meta({ description: 'The stored flag; false when missing, unreadable or not a setting (SPEC 8)' }),
  })
  .meta({ id: 'PlatformSettingValue' });
export type PlatformSettingValue = z.infer<typeof PlatformSettingValue>;
