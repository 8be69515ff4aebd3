export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';

export const THEMES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeMode = 'dark';
/** Cookies that mirror the SPA's stored language, theme and selected city, for the server's rendering. */
export const SSR_PREF_COOKIES = { language: 'lang', theme: 'theme', city: 'city' } as const;

export const DEFAULT_CITY_NAME = 'Tampa';

/** Count allowed per sliding window, per caller (SPEC section 9). */
export const RATE_LIMITS = {
  search: { limit: 30, windowMinutes: 10 },
  auth_login: { limit: 5, windowMinutes: 15 },
  auth_signup: { limit: 3, windowMinutes: 60 },
  form_submit: { limit: 10, windowMinutes: 60 },
  rating_submit: { limit: 5, windowMinutes: 60 },
  file_upload: { limit: 20, windowMinutes: 60 },
  profile_update: { limit: 5, windowMinutes: 60 },
  // Not in SPEC's table: password-reset requests, so nobody can flood a mailbox.
  password_reset: { limit: 5, windowMinutes: 60 },
  // Nor this: codes sent to a phone (each one is an SMS someone pays for).
  phone_code: { limit: 5, windowMinutes: 60 },
  // Nor this: asking for another confirmation mail.
  verification_mail: { limit: 5, windowMinutes: 60 },
  // Nor this: blocking and unblocking people (the count of blocks is capped too: BLOCKED_PEOPLE_MAX).
  person_block: { limit: 30, windowMinutes: 60 },
  // Nor this: saving and unsaving favourites (their number is capped too: FAVOURITES_MAX).
  favourite: { limit: 120, windowMinutes: 60 },
  // Nor this: saving, changing and deleting saved searches (their number is capped too: SAVED_SEARCHES).
  saved_search_write: { limit: 60, windowMinutes: 60 },
  // Nor these: messages a person sends (to anyone), and reports of messages.
  message_send: { limit: 30, windowMinutes: 10 },
  message_report: { limit: 20, windowMinutes: 60 },
} as const;
export type RateLimitAction = keyof typeof RATE_LIMITS;
/** Counted by the limiter but not in SPEC's table, so they get UNKNOWN_ACTION_LIMIT (search suggestions). */
export const UNLISTED_RATE_LIMIT_ACTIONS = ['search_suggest', 'ad_renew'] as const;
export type UnlistedRateLimitAction = (typeof UNLISTED_RATE_LIMIT_ACTIONS)[number];
/** Counted by the limiter with a limit and window the caller gives: a trust setting (reports a day). */
export const SETTING_RATE_LIMIT_ACTIONS = ['ad_report'] as const;
export type SettingRateLimitAction = (typeof SETTING_RATE_LIMIT_ACTIONS)[number];
/** An action missing from the table is allowed this many times per hour. */
export const UNKNOWN_ACTION_LIMIT = { limit: 1000, windowMinutes: 60 } as const;

export const SUGGESTIONS = {
  debounceMs: 300,
  minChars: 2,
  adLimit: 5,
  recentLimit: 3,
  recentMax: 10,
  snippetLength: 100,
} as const;

/** Search (docs/decisions/011): query length, page sizes, how deep results go, date filters. */
export const SEARCH = {
  queryMaxLength: 200,
  pageSize: 24,
  pageSizeMax: 50,
  /** Results beyond this many are not paged to (refine the search instead). */
  maxResults: 500,
  /** Words of a query that count; later ones are ignored. */
  maxWords: 8,
} as const;
export const SEARCH_POSTED = ['today', '7d', '30d', 'all'] as const;
export type SearchPosted = (typeof SEARCH_POSTED)[number];

export const ADS_PAGE_SIZE = 24;
export const ADS_PAGE_SIZE_MAX = 100;
export const MAX_FILENAME_LENGTH = 100;
export const MIN_PASSWORD_LENGTH = 6;
export const PLACEHOLDER_IMAGE_PATH = '/smallbiz.png';
export const STORAGE_BUCKET = 'ad-images';

/** Images on a free ad (SPEC section 9); paid plans get theirs from configuration. */
export const FREE_AD_MAX_IMAGES = 1;
/** Default for MAX_PAID_AD_IMAGES: how many images a currently paid ad may carry. */
export const DEFAULT_MAX_PAID_AD_IMAGES = 8;
/**
 * SPEC section 9 gives churches "unlimited" images, free: no allowance of their own, only this safety
 * bound (docs/decisions/016), reached over several requests of at most MAX_IMAGES_PER_UPLOAD new files.
 */
export const COMMUNITY_AD_MAX_IMAGES = 500;
/** Default for MAX_IMAGE_BYTES: the largest file accepted per image. */
export const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * New image files one upload request may carry, whatever the ad's allowance: a community or paid ad
 * reaches its allowance over several requests (the form sends them in turn).
 */
export const MAX_IMAGES_PER_UPLOAD = 10;
/** Decoding refused beyond this many pixels: a 1 MB PNG can declare 20000x20000 (a pixel bomb). */
export const MAX_IMAGE_INPUT_PIXELS = 40_000_000;
/** Stored WebP variants: each fits inside a square of this side. */
export const IMAGE_VARIANT_SIZES = { full: 1600, thumb: 480 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANT_SIZES;
export const IMAGE_WEBP_QUALITY = 80;

/** How many of their own ads /my-ads shows (newest first). */
export const MY_ADS_LIMIT = 200;

/** How many people one person may have blocked at once (their list in the profile shows them all). */
export const BLOCKED_PEOPLE_MAX = 200;
/** How many ads one person may keep in their favourites. */
export const FAVOURITES_MAX = 500;
