import { z } from 'zod';
import { FEATURE_FLAGS, PLATFORM_SETTING_KEYS } from '../platform-features';

const flags = <K extends string>(keys: readonly K[], description: string) =>
  z
    .object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>)
    .meta({ description });

export const PlatformSettingsState = z
  .object({
    settings: flags(PLATFORM_SETTING_KEYS, 'Each stored flag (SPEC defaults where none is stored)'),
    features: flags(
      Object.keys(FEATURE_FLAGS) as (keyof typeof FEATURE_FLAGS)[],
      'Whether each feature is in effect: monetization_enabled and its own flag both on',
    ),
  })
  .meta({ id: 'PlatformSettingsState' });
export type PlatformSettingsState = z.infer<typeof PlatformSettingsState>;
