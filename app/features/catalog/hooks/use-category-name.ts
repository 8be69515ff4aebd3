import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../shared/schemas/catalog';

/** Picks name_uk or name_en for the current language. */
export function useCategoryName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (category: Pick<Category, 'name_en' | 'name_uk'>) =>
      language === 'en' ? category.name_en : category.name_uk || category.name_en,
    [language],
  );
}
