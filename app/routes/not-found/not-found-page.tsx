import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../components/not-found-state';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));
  return <NotFoundState title={t('notFound.title')} body={t('notFound.body')} />;
}
