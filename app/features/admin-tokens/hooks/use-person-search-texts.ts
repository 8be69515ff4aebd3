import { useTranslation } from 'react-i18next';
import type { PersonPickerTexts } from '../../people/components/person-picker';

/** The person picker's words on the tokens page (the audit log's "who did it" filter says the same). */
export function usePersonSearchTexts(): PersonPickerTexts {
  const { t } = useTranslation('adminTokens');
  return {
    searching: t('form.searching'),
    noPeople: t('form.noPeople'),
    searchFailed: t('form.searchFailed'),
    admin: t('form.admin'),
  };
}
