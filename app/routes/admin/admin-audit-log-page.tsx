import { useTranslation } from 'react-i18next';
import { AuditLog } from '../../features/admin-audit/components/audit-log';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/audit-log (admins only, RequireAdmin): what admins changed, newest first. */
export default function AdminAuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminAuditLog'));
  return <AuditLog />;
}
