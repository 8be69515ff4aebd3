import type { Language } from '../../shared/constants';
import { ui as enUi } from '../../shared/i18n/en/ui';
import { ui as ukUi } from '../../shared/i18n/uk/ui';
import { escapeHtml } from './html';

export const SITE_NAME: Record<Language, string> = { en: enUi.app.name, uk: ukUi.app.name };
export const OG_LOCALE: Record<Language, string> = { uk: 'uk_UA', en: 'en_US' };

export const metaTag = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
export const linkTag = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;

/** A page's canonical URL (self-referencing per language when ?lang= chose one) and its alternates. */
export function pageUrls(url: string, explicitLang: Language | null) {
  return {
    url,
    canonical: explicitLang ? `${url}?lang=${explicitLang}` : url,
    alternates: { uk: `${url}?lang=uk`, en: `${url}?lang=en`, 'x-default': url },
  };
}

/** The canonical link and one alternate link per language (hreflang). */
export const languageLinks = ({ canonical, alternates }: ReturnType<typeof pageUrls>) => [
  linkTag('canonical', canonical),
  ...Object.entries(alternates).map(([hreflang, href]) => linkTag('alternate', href, hreflang)),
];

/** og:site_name, og:locale and its alternate: the same on every page in a language. */
export function siteTags(lang: Language): string[] {
  const other: Language = lang === 'uk' ? 'en' : 'uk';
  return [
    metaTag('property', 'og:site_name', SITE_NAME[lang]),
    metaTag('property', 'og:locale', OG_LOCALE[lang]),
    metaTag('property', 'og:locale:alternate', OG_LOCALE[other]),
  ];
}
