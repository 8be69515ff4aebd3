import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/schemas/api-tokens';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';

/** The dates of a token as the list shows them, in the reader's language. */
export function useTokenTexts() {
  const { t, i18n } = useTranslation('adminTokens');
  const language = currentLanguage(i18n.language);
  return (token: ApiToken) => ({
    created: formatDateTime(token.created_at, language),
    createdBy: token.created_by ? t('createdBy', { name: token.created_by.display_name }) : null,
    expires: token.expires_at ? formatDateTime(token.expires_at, language) : t('noExpiry'),
    lastUsed: token.last_used_at ? formatDateTime(token.last_used_at, language) : t('never'),
  });
}
