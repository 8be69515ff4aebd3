import { LANGUAGES } from '../../shared/constants';

/** The sitemap protocol's limit per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** Absolute, already percent-encoded URL. */
  loc: string;
  lastmod?: Date | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const lastmod = (d: Date | null | undefined) => (d ? `<lastmod>${d.toISOString()}</lastmod>` : '');
const withLang = (loc: string, lang: string) => `${loc}${loc.includes('?') ? '&' : '?'}lang=${lang}`;

/** Every page in both languages (?lang=uk, ?lang=en) and the negotiated one as x-default. */
function alternates(loc: string): string {
  const links = [...LANGUAGES.map((l) => [l, withLang(loc, l)]), ['x-default', loc]];
  return links
    .map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href ?? '')}"/>`,
    )
    .join('');
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(e.loc)}</loc>${lastmod(e.lastmod)}${alternates(e.loc)}</url>\n`,
  );
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

export function sitemapIndexXml(entries: SitemapEntry[]): string {
  const maps = entries.map((e) => `<sitemap><loc>${escapeXml(e.loc)}</loc>${lastmod(e.lastmod)}</sitemap>\n`);
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('')}</sitemapindex>\n`;
}
