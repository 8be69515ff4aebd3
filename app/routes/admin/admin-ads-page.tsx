import { useTranslation } from 'react-i18next';
import { AdminAds } from '../../features/admin-ads/components/admin-ads';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin (admins only, RequireAdmin): the ads moderation queue. */
export default function AdminAdsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.admin'));
  return <AdminAds />;
}
