import { DEFAULT_THEME, LANGUAGES, type Language, THEMES, type ThemeMode } from '../../shared/constants';

/** Every key this app writes to localStorage (SPEC "client storage"). */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  selectedCity: 'selectedCity',
  recentSearches: 'recentSearches',
  rateLimitSession: 'rateLimitSession',
} as const;
type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can throw (private mode, disabled storage): preferences then live for the page only. */
export function readPref(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePref(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignore: see readPref
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
