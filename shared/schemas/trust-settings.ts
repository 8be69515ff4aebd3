import { z } from 'zod';
import { TRUST_SETTING_KEYS, type TRUST_SETTINGS } from '../trust-settings';
import { token } from './text';

export const TrustSettingKeyParam = z.object({
  key: token()
    .max(100)
    .meta({ description: `One of: ${TRUST_SETTING_KEYS.join(', ')}`, example: 'reports_to_hide' }),
});

export const TrustSettingChange = z
  .object({ value: z.number().int('trustValueOutOfRange') })
  .strict()
  .meta({ id: 'TrustSettingChange', description: "A whole number within the setting's min and max" });
export type TrustSettingChange = z.infer<typeof TrustSettingChange>;

const Setting = z.object({
  value: z.number().int(),
  default: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
});

export const TrustSettingsState = z
  .object({
    settings: z
      .object(
        Object.fromEntries(TRUST_SETTING_KEYS.map((key) => [key, Setting])) as Record<
          keyof typeof TRUST_SETTINGS,
          typeof Setting
        >,
      )
      .meta({ description: 'Each number in effect (its default where none is stored) with its range' }),
  })
  .meta({ id: 'TrustSettingsState' });
export type TrustSettingsState = z.infer<typeof TrustSettingsState>;
