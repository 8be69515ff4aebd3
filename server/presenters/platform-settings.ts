import type { PaymentsMode } from '../../shared/payments-mode';
import {
  type EffectiveFeatures,
  effectiveFeatures,
  FEATURE_FLAGS,
  type PlatformSettings,
} from '../../shared/platform-features';
import type { PlatformSettingsState } from '../../shared/schemas/platform-settings';

const NOTHING_OFFERED = Object.fromEntries(
  Object.keys(FEATURE_FLAGS).map((feature) => [feature, false]),
) as EffectiveFeatures;

/**
 * What GET /platform-settings and its stream answer, and what the interface offers: with payments
 * off nothing paid is offered (no pricing page, no Promote), whatever the switches say.
 */
export function presentPlatformSettings(
  settings: PlatformSettings,
  payments: PaymentsMode,
): PlatformSettingsState {
  return {
    settings,
    features: payments === 'off' ? NOTHING_OFFERED : effectiveFeatures(settings),
    payment_provider: payments,
  };
}
