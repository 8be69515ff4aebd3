import { useTranslation } from 'react-i18next';
import { MessagesInbox } from '../../features/messages/components/messages-inbox';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /messages (signed-in only, RequireAuth): the person's conversations, latest first. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('heading'));
  return <MessagesInbox />;
}
