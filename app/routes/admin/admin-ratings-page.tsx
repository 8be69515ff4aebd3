import { useTranslation } from 'react-i18next';
import { AdminRatings } from '../../features/admin-ratings/components/admin-ratings';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/ratings (admins only, RequireAdmin): the ratings moderation queue. */
export default function AdminRatingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminRatings'));
  return <AdminRatings />;
}
