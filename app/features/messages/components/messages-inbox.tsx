import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { PageSpinner } from '../../../components/page-spinner';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from './conversation-list';

/** /messages: the heading, then the conversations (or why there are none). */
export function MessagesInbox() {
  const { t } = useTranslation('messages');
  const conversations = useConversations();
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }} data-testid="messages-page">
      <PageHeading title={t('heading')} subtitle={t('privacy')} />
      <Box sx={{ mt: { xs: 2, md: 3 } }}>
        {conversations.isPending ? (
          <PageSpinner />
        ) : conversations.isError ? (
          <ErrorState
            title={t('loadFailed')}
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
          />
        ) : conversations.data.items.length === 0 ? (
          <EmptyState
            icon={MailOutlineIcon}
            title={t('emptyTitle')}
            body={t('empty')}
            testId="messages-empty"
          />
        ) : (
          <ConversationList items={conversations.data.items} />
        )}
      </Box>
    </Box>
  );
}
