import { useTranslation } from 'react-i18next';
import { CatalogAdmin } from '../../features/admin-catalog/components/catalog-admin';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/categories (admins only, RequireAdmin): add, edit, reorder and delete categories. */
export default function AdminCategoriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminCategories'));
  return <CatalogAdmin kind="categories" />;
}
