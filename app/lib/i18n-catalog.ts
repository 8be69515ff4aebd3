import type { BackendModule, i18n, Resource, ResourceKey } from 'i18next';
import { LANGUAGES } from '../../shared/constants';

/**
 * Every text namespace of every language is a chunk of its own (vite.config.ts names them
 * i18n-{language}-{namespace}), loaded when a page first uses it: a Ukrainian reader never downloads
 * the English texts, and only admins download the admin pages' texts.
 */
const files = import.meta.glob<Record<string, ResourceKey>>('../../shared/i18n/*/*.ts');

/** Always there before the first render: the frame's texts, error messages and form checks. */
export const CORE_NAMESPACES = ['ui', 'errors', 'validation'] as const;

const fileName = (namespace: string) => namespace.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);

export async function loadNamespace(language: string, namespace: string): Promise<ResourceKey> {
  const load = files[`../../shared/i18n/${language}/${fileName(namespace)}.ts`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  const module = await load();
  const texts = module[namespace];
  if (!texts) throw new Error(`shared/i18n/${language}/${fileName(namespace)}.ts exports no ${namespace}`);
  return texts;
}

/** Every namespace of both languages (the server renders with them all at hand). */
export async function loadEveryText(): Promise<Resource> {
  const resources: Resource = Object.fromEntries(LANGUAGES.map((language) => [language, {}]));
  await Promise.all(
    Object.keys(files).map(async (path) => {
      const [, language = '', name = ''] = /\/i18n\/(\w+)\/([\w-]+)\.ts$/.exec(path) ?? [];
      const namespace = name.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());
      const bundle = resources[language];
      if (bundle) bundle[namespace] = await loadNamespace(language, namespace);
    }),
  );
  return resources;
}

/** i18next's backend: a namespace not yet here is imported on first use. */
export const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

const everyLanguage = new Map<string, Promise<void>>();
/** Already there: React's `use` reads a promise that says so without waiting. */
const HERE = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * `namespace` in both languages, for texts written in a language other than the reader's (a rejection
 * reason in the owner's language): one promise per namespace, for React's `use` to wait on. `i18n` is
 * the page's (the server renders with every text of both languages at hand).
 */
export function textsInEveryLanguage(i18n: i18n, namespace: string): Promise<void> {
  if (LANGUAGES.every((language) => i18n.hasResourceBundle(language, namespace))) return HERE;
  let loading = everyLanguage.get(namespace);
  if (!loading) {
    loading = Promise.all(
      LANGUAGES.map(async (language) => {
        if (i18n.hasResourceBundle(language, namespace)) return;
        i18n.addResourceBundle(language, namespace, await loadNamespace(language, namespace));
      }),
    ).then(() => undefined);
    everyLanguage.set(namespace, loading);
  }
  return loading;
}
