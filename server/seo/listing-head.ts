import { categoryDescription, fillMessage } from '../../shared/category-description';
import type { Language } from '../../shared/constants';
import { categoryPages as enCategoryPages } from '../../shared/i18n/en/category-pages';
import { ui as enUi } from '../../shared/i18n/en/ui';
import { categoryPages as ukCategoryPages } from '../../shared/i18n/uk/category-pages';
import { ui as ukUi } from '../../shared/i18n/uk/ui';
import type { Category, City } from '../../shared/schemas/catalog';
import { languageLinks, metaTag, pageUrls, siteTags } from './head-tags';
import type { ShellHead } from './shell';

const ui = { en: enUi, uk: ukUi };
const categoryPages = { en: enCategoryPages, uk: ukCategoryPages };

/** A city page (/{city}) or a city + category page (/{city}/{category}), named by their slugs. */
export type ListingPlace = { city: City; category?: Category };

export const listingPath = ({ city, category }: ListingPlace) =>
  `/${encodeURIComponent(city.slug)}${category ? `/${encodeURIComponent(category.slug)}` : ''}`;

/**
 * The head of a listing page, as the SPA titles it: "{category} in {city} · Hromada" with the category's
 * description (SPEC's own for its six), canonical and language links, OpenGraph. A city page keeps the
 * shell's description.
 */
export function listingHead(
  place: ListingPlace,
  lang: Language,
  baseUrl: string,
  explicitLang: Language | null,
): ShellHead {
  const texts = ui[lang];
  const cityName = lang === 'uk' && place.city.name_uk ? place.city.name_uk : place.city.name;
  const { category } = place;
  const page = category
    ? fillMessage(texts.listing.documentTitleCategory, {
        category: lang === 'uk' ? category.name_uk : category.name_en,
        city: cityName,
      })
    : fillMessage(texts.listing.documentTitle, { city: cityName });
  const title = fillMessage(texts.app.documentTitle, { page });
  const description = category
    ? categoryDescription(categoryPages[lang], lang, category, cityName)
    : undefined;
  const urls = pageUrls(baseUrl + listingPath(place), explicitLang);

  const tags = [
    ...languageLinks(urls),
    ...siteTags(lang),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:title', page),
    metaTag('property', 'og:url', urls.url),
    ...(description
      ? [
          metaTag('property', 'og:description', description),
          metaTag('name', 'twitter:description', description),
        ]
      : []),
    metaTag('name', 'twitter:card', 'summary'),
    metaTag('name', 'twitter:title', page),
  ];
  return { title, description, lang, tags };
}
