import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../../shared/schemas/catalog';
import { cityLabel } from '../utils/city-label';

/** cityLabel for the current interface language (follows a language switch). */
export function useCityLabel() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (city: Pick<City, 'name'> & { name_uk?: string | null }) => cityLabel(city, language),
    [language],
  );
}
