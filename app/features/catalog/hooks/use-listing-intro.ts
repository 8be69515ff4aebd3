import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryDescription } from '../../../../shared/category-description';
import type { CategoryPagesMessages } from '../../../../shared/i18n/en/category-pages';
import type { Category, City } from '../../../../shared/schemas/catalog';
import { currentLanguage } from '../../../lib/i18n';
import { cityLabel } from '../utils/city-label';

/**
 * The line under a listing's heading: a category's own description on its pages, the site's tagline
 * elsewhere. The same text is the document's meta description (as the server's head has it) until
 * the page is left.
 */
export function useListingIntro(city: City | undefined, category: Category | undefined): string {
  const { t, i18n } = useTranslation(['ui', 'categoryPages']);
  const language = currentLanguage(i18n.language);
  const pages: CategoryPagesMessages = i18n.getResourceBundle(language, 'categoryPages');
  const intro =
    city && category
      ? categoryDescription(pages, language, category, cityLabel(city, language))
      : t('listing.subtitle');

  const description = city && category ? intro : null;
  const fallback = t('app.tagline');
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    meta.content = description;
    return () => {
      meta.content = fallback;
    };
  }, [description, fallback]);

  return intro;
}
