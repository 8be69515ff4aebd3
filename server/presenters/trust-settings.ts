import type { TrustSettingsState } from '../../shared/schemas/trust-settings';
import { TRUST_SETTING_KEYS, TRUST_SETTINGS, type TrustSettings } from '../../shared/trust-settings';

export function presentTrustSettings(settings: TrustSettings): TrustSettingsState {
  return {
    settings: Object.fromEntries(
      TRUST_SETTING_KEYS.map((key) => [key, { value: settings[key], ...TRUST_SETTINGS[key] }]),
    ) as TrustSettingsState['settings'],
  };
}
