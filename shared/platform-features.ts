/** SPEC section 9: the platform settings and their defaults. monetization_enabled is the master switch. */
export const PLATFORM_SETTING_DEFAULTS = {
  monetization_enabled: true,
  ad_upgrades_enabled: true,
  ad_boosts_enabled: true,
  sponsorships_enabled: true,
  pricing_page_enabled: true,
  subscriptions_enabled: false,
} as const;

export type PlatformSettingKey = keyof typeof PLATFORM_SETTING_DEFAULTS;
export type PlatformSettings = Record<PlatformSettingKey, boolean>;
export const PLATFORM_SETTING_KEYS = Object.keys(PLATFORM_SETTING_DEFAULTS) as PlatformSettingKey[];

/** The features the master switch governs, each with its own flag. */
export const FEATURE_FLAGS = {
  ad_upgrades: 'ad_upgrades_enabled',
  ad_boosts: 'ad_boosts_enabled',
  sponsorships: 'sponsorships_enabled',
  pricing_page: 'pricing_page_enabled',
  subscriptions: 'subscriptions_enabled',
} as const satisfies Record<string, Exclude<PlatformSettingKey, 'monetization_enabled'>>;

export type Feature = keyof typeof FEATURE_FLAGS;
/** Whether each feature is in effect: the master switch and the feature's own flag are both on. */
export type EffectiveFeatures = Record<Feature, boolean>;

export function isPlatformSettingKey(key: string): key is PlatformSettingKey {
  return Object.hasOwn(PLATFORM_SETTING_DEFAULTS, key);
}

export function effectiveFeatures(settings: PlatformSettings): EffectiveFeatures {
  const on = (flag: PlatformSettingKey) => settings.monetization_enabled && settings[flag];
  return {
    ad_upgrades: on(FEATURE_FLAGS.ad_upgrades),
    ad_boosts: on(FEATURE_FLAGS.ad_boosts),
    sponsorships: on(FEATURE_FLAGS.sponsorships),
    pricing_page: on(FEATURE_FLAGS.pricing_page),
    subscriptions: on(FEATURE_FLAGS.subscriptions),
  };
}
