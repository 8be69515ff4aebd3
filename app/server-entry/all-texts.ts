import type { Resource, ResourceKey } from 'i18next';
import { LANGUAGES } from '../../shared/constants';

/** Every namespace of both languages, for the server's rendering (the browser loads them one by one). */
const modules = import.meta.glob<Record<string, ResourceKey>>('../../shared/i18n/*/*.ts', { eager: true });

const namespaceOf = (fileName: string) => fileName.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());

export const ALL_TEXTS: Resource = Object.fromEntries(LANGUAGES.map((language) => [language, {}]));
for (const [path, module] of Object.entries(modules)) {
  const [, language = '', fileName = ''] = /\/i18n\/(\w+)\/([\w-]+)\.ts$/.exec(path) ?? [];
  const namespace = namespaceOf(fileName);
  const texts = module[namespace];
  const bundle = ALL_TEXTS[language];
  if (texts && bundle) bundle[namespace] = texts;
}
