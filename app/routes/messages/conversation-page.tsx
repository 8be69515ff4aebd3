import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConversationPageContent } from '../../features/messages/components/conversation-page-content';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /messages/{id} (signed-in only, RequireAuth): one conversation and its composer. */
export default function ConversationPage() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('heading'));
  const { id = '' } = useParams();
  return <ConversationPageContent key={id} id={id} />;
}
