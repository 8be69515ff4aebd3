import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditAdScreen } from '../../features/ad-form/components/edit-ad-screen';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /edit-ad/:id (signed-in only, RequireAuth): the owner's (or an admin's) form for one ad. */
export default function EditAdPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('pages.editAd'));
  return <EditAdScreen id={id} />;
}
