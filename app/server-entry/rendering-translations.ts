/**
 * react-i18next as the app's components see it while the server renders a page (vite.config.ts sends
 * the app's imports here in the server build only). The texts are all there and never change during a
 * render, so `useTranslation` hands out one fixed `t` per namespace, where react-i18next's own hook
 * copies the whole i18next instance for every component (a tenth of a page's rendering time). It
 * records the namespaces the page used, whose texts go to the browser with it.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export * from 'react-i18next';

type Translation = { t: TFunction; i18n: I18n; ready: true };
const translations = new WeakMap<I18n, Map<string, Translation>>();
const used = new WeakMap<I18n, Set<string>>();

/** The namespaces the render asked for. */
export const namespacesUsedBy = (i18n: I18n): string[] => [...(used.get(i18n) ?? [])];

export function useTranslation(ns?: string | readonly string[]): Translation {
  const { i18n } = useContext(I18nContext) as { i18n: I18n };
  const namespaces =
    ns === undefined ? [String(i18n.options.defaultNS)] : typeof ns === 'string' ? [ns] : [...ns];
  const key = namespaces.join(',');
  let byKey = translations.get(i18n);
  if (!byKey) {
    byKey = new Map();
    translations.set(i18n, byKey);
    used.set(i18n, new Set());
  }
  let translation = byKey.get(key);
  if (!translation) {
    for (const name of namespaces) used.get(i18n)?.add(name);
    translation = { t: i18n.getFixedT(null, namespaces), i18n, ready: true };
    byKey.set(key, translation);
  }
  return translation;
}
