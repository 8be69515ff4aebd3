import { useTranslation } from 'react-i18next';
import { AdminUsers } from '../../features/admin-users/components/admin-users';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/users (admins only, RequireAdmin): people, their roles and accounts. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminUsers'));
  return <AdminUsers />;
}
