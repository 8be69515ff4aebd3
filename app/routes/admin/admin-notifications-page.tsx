import { useTranslation } from 'react-i18next';
import { AdminNotifications } from '../../features/admin-notifications/components/admin-notifications';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/notifications (admins only, RequireAdmin): send notifications and see the ones sent. */
export default function AdminNotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminNotifications'));
  return <AdminNotifications />;
}
