import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import { CORE_NAMESPACES, catalogBackend } from './i18n-catalog';
import { initialLanguage, isLanguage, STORAGE_KEYS, writePref } from './prefs-storage';

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

/**
 * Starts the texts in `language` (else the reader's choice) with the core namespaces: `resources`
 * when the page brought them, else loaded first. Other namespaces load when a page uses them (the
 * component suspends meanwhile); a switch of language loads the new language's namespaces in use.
 */
export async function initI18n(preloaded?: { language: Language; resources: Resource }) {
  const lng = preloaded?.language ?? initialLanguage();
  applyDocumentLanguage(lng);
  await i18next
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng,
      // Both languages are complete (tests/unit/i18n.test.ts): no fallback, so no second download.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      // The page's own namespaces too: a switch of language then brings them all before it shows.
      ns: [...new Set([...CORE_NAMESPACES, ...Object.keys(preloaded?.resources[lng] ?? {})])],
      defaultNS: 'ui',
      partialBundledLanguages: true,
      resources: preloaded?.resources,
      interpolation: { escapeValue: false },
    });
  // Registered after init: only an explicit switch is stored, a detected browser language is not.
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    if (isLanguage(language)) writePref(STORAGE_KEYS.language, language);
  });
  return i18next;
}

export function currentLanguage(language: string): Language {
  return isLanguage(language) ? language : 'uk';
}
