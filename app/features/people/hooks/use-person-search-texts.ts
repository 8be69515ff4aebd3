import { useTranslation } from 'react-i18next';
import type { PersonPickerTexts } from '../components/person-picker';

/**
 * The person picker's words on admin pages that pick a person: a token's owner, the audit log's "who did it"
 * filter (written once, in the adminTokens namespace).
 */
export function usePersonSearchTexts(): PersonPickerTexts {
  const { t } = useTranslation('adminTokens');
  return {
    searching: t('form.searching'),
    noPeople: t('form.noPeople'),
    searchFailed: t('form.searchFailed'),
    admin: t('form.admin'),
  };
}
