import { useTranslation } from 'react-i18next';
import { CatalogAdmin } from '../../features/admin-catalog/components/catalog-admin';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/cities (admins only, RequireAdmin): add, edit and delete cities. */
export default function AdminCitiesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminCities'));
  return <CatalogAdmin kind="cities" />;
}
