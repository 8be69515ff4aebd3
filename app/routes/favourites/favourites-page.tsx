import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/api/get-session';
import { Favourites } from '../../features/favourites/components/favourites';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /favorites (signed-in only, RequireAuth): the ads the person saved. */
export default function FavouritesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.favorites'));
  const { user } = useSession();
  if (!user) return null; // RequireAuth shows a spinner or redirects meanwhile.
  return <Favourites userId={user.id} />;
}
