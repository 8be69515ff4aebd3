import { z } from 'zod';
import { PAYMENTS_MODES } from '../payments-mode';
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
      'Whether each feature is in effect: monetization_enabled and its own flag both on, and payments ' +
        'not off (all false while payment_provider is "off")',
    ),
    payment_provider: z.enum(PAYMENTS_MODES).meta({
      description:
        'Who takes payments: Stripe, the built-in test checkout (no money moves), or "off": no ' +
        'provider is configured (production without STRIPE_* keys or PAYMENTS=test), so nothing is sold',
    }),
  })
  .meta({ id: 'PlatformSettingsState' });
export type PlatformSettingsState = z.infer<typeof PlatformSettingsState>;
