/**
 * The numbers behind trust and safety (issue 20), each an admin setting (/admin/trust) that takes
 * effect at once in every server process: its default and the range an admin may set.
 */
export const TRUST_SETTINGS = {
  /** Distinct people whose open reports hide an ad until a moderator looks. */
  reports_to_hide: { default: 3, min: 1, max: 100 },
  /** Reports one person may file a day. */
  reports_per_day: { default: 10, min: 1, max: 1000 },
  /** Days an approved ad stays up when its category sets no lifetime of its own. */
  ad_lifetime_days: { default: 30, min: 1, max: 365 },
  /** Days before its expiry that an owner is reminded. */
  expiry_reminder_days: { default: 3, min: 1, max: 30 },
  /** Days before its expiry from which an ad may be renewed. */
  renewal_window_days: { default: 7, min: 1, max: 60 },
  /** Days an account counts as new. */
  new_account_days: { default: 7, min: 0, max: 365 },
  /** Ads a new account may post a day. */
  new_account_ads_per_day: { default: 3, min: 1, max: 1000 },
  /** Distinct ads whose contacts one person may reveal a day. */
  contact_reveals_per_day: { default: 30, min: 1, max: 10_000 },
  /** New conversations one person may start a day (replies in their conversations are not counted). */
  conversations_per_day: { default: 20, min: 1, max: 1000 },
  /** New conversations a new account may start a day. */
  new_account_conversations_per_day: { default: 5, min: 1, max: 1000 },
} as const satisfies Record<string, { default: number; min: number; max: number }>;

export type TrustSettingKey = keyof typeof TRUST_SETTINGS;
export type TrustSettings = Record<TrustSettingKey, number>;
export const TRUST_SETTING_KEYS = Object.keys(TRUST_SETTINGS) as TrustSettingKey[];

export function isTrustSettingKey(key: string): key is TrustSettingKey {
  return Object.hasOwn(TRUST_SETTINGS, key);
}

export const trustSettingDefaults = (): TrustSettings =>
  Object.fromEntries(TRUST_SETTING_KEYS.map((key) => [key, TRUST_SETTINGS[key].default])) as TrustSettings;

/** Whether `value` may be stored for `key`: a whole number within its range. */
export const allowedTrustValue = (key: TrustSettingKey, value: number): boolean =>
  Number.isInteger(value) && value >= TRUST_SETTINGS[key].min && value <= TRUST_SETTINGS[key].max;
