import { useTranslation } from 'react-i18next';
import { ApiTokensAdmin } from '../../features/api-tokens/components/api-tokens-admin';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/api-tokens (admins only, RequireAdmin): make, list and revoke API tokens. */
export default function AdminApiTokensPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminApiTokens'));
  return <ApiTokensAdmin />;
}
