import {
  DEFAULT_THEME,
  LANGUAGES,
  type Language,
  SSR_PREF_COOKIES,
  THEMES,
  type ThemeMode,
} from '../../shared/constants';

/** Every key this app writes to localStorage (SPEC "client storage"). */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  selectedCity: 'selectedCity',
  recentSearches: 'recentSearches',
  rateLimitSession: 'rateLimitSession',
} as const;
type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The preferences the server renders a page by (SSR_PREF_COOKIES in shared/constants), kept in a
 * cookie as well, so the next page arrives already in them.
 */
const COOKIE_OF: Partial<Record<StorageKey, string>> = {
  language: SSR_PREF_COOKIES.language,
  theme: SSR_PREF_COOKIES.theme,
  selectedCity: SSR_PREF_COOKIES.city,
};

function writeCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** While the server renders a page, what the request's cookies say (set by app/entry-server.tsx). */
let serverPrefs: ((key: StorageKey) => string | null) | null = null;
export const readPrefsOnServerWith = (reader: (key: StorageKey) => string | null) => {
  serverPrefs = reader;
};

/** localStorage can throw (private mode, disabled storage): preferences then live for the page only. */
export function readPref(key: StorageKey): string | null {
  if (typeof window === 'undefined') return serverPrefs?.(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePref(key: StorageKey, value: string): void {
  if (typeof window === 'undefined') return;
  const cookie = COOKIE_OF[key];
  if (cookie) writeCookie(cookie, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignore: see readPref
  }
}

/** Preferences stored before they had cookies get theirs, so the server can render in them next time. */
export function copyPrefsToCookies(): void {
  for (const [key, cookie] of Object.entries(COOKIE_OF) as [StorageKey, string][]) {
    const value = readPref(key);
    if (value !== null && !document.cookie.split('; ').some((c) => c.startsWith(`${cookie}=`))) {
      writeCookie(cookie, value);
    }
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A `?lang=` in the address (the hreflang links of shared pages carry it), else the stored choice,
 * else the browser's language when it is en or uk, else uk. The address does not change the stored
 * choice: only the language menu does.
 */
export function initialLanguage(): Language {
  const requested =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(requested)) return requested;
  const stored = readPref(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'uk';
}

/** Stored choice, else dark. */
export function initialTheme(): ThemeMode {
  const stored = readPref(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as ThemeMode) : DEFAULT_THEME;
}
