import { type Language, PLACEHOLDER_IMAGE_PATH } from '../../shared/constants';
import { jsonForScript } from '../../shared/json-for-script';
import type { PublicAd } from '../../shared/schemas/ads';
import { languageLinks, metaTag as meta, pageUrls, SITE_NAME, siteTags } from './head-tags';
import { plainText, truncate } from './html';
import { adJsonLd } from './json-ld';

const DESCRIPTION_CHARS = 160;
const JSON_LD_DESCRIPTION_CHARS = 5000;

/** The stored path of the ad's primary image as an absolute http(s) URL; null for the placeholder. */
export function absoluteImageUrl(path: string | undefined, baseUrl: string): string | null {
  if (!path || path === PLACEHOLDER_IMAGE_PATH) return null;
  if (path.startsWith('/') && !path.startsWith('//')) return baseUrl + encodeURI(decodeURISafe(path));
  return /^https?:\/\/[^\s"'<>]+$/i.test(path) ? path : null;
}
function decodeURISafe(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export interface AdHead {
  title: string;
  description: string;
  /** Every other tag for <head>, already escaped. */
  tags: string[];
}

/**
 * Title, description, OpenGraph, Twitter card, canonical, hreflang and JSON-LD for one approved ad,
 * from its visitor presentation (so no contact field can reach a preview). All user text escaped.
 */
export function adHead(ad: PublicAd, lang: Language, baseUrl: string, explicitLang: Language | null): AdHead {
  const urls = pageUrls(`${baseUrl}/ads/${encodeURIComponent(ad.id)}`, explicitLang);
  const { url } = urls;
  const siteName = SITE_NAME[lang];
  const categoryName = lang === 'uk' ? ad.category.name_uk : ad.category.name_en;
  const text = plainText(ad.description);
  const description = truncate(text || `${categoryName} · ${ad.city.name}`, DESCRIPTION_CHARS);
  const ownImage = absoluteImageUrl(ad.images[0]?.storage_path, baseUrl);
  const image = ownImage ?? `${baseUrl}${PLACEHOLDER_IMAGE_PATH}`;
  const jsonLd = adJsonLd({
    ad,
    url,
    image: ownImage,
    description: truncate(text, JSON_LD_DESCRIPTION_CHARS),
    categoryName,
  });

  const tags = [
    ...languageLinks(urls),
    ...siteTags(lang),
    meta('property', 'og:type', ad.is_event ? 'event' : 'product'),
    meta('property', 'og:title', ad.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', ad.title),
    ...(ad.price !== null && !ad.is_event
      ? [
          meta('property', 'product:price:amount', String(ad.price)),
          meta('property', 'product:price:currency', ad.currency),
        ]
      : []),
    meta('name', 'twitter:card', ownImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', ad.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', ad.title),
    // Data, not script: browsers never run it, so the CSP (script-src 'self') has nothing to block.
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ];
  return { title: `${ad.title} · ${ad.city.name} · ${siteName}`, description, tags };
}
