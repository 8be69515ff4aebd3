import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-client';
import { useConversation } from '../api/get-conversation';
import { ConversationView } from './conversation-view';

/** /messages/{id}: the conversation once loaded; not found to anyone but its two people. */
export function ConversationPageContent({ id }: { id: string }) {
  const { t } = useTranslation(['messages', 'ui']);
  const thread = useConversation(id);
  let content: ReactNode;
  if (thread.isPending) content = <PageSpinner />;
  else if (thread.isError)
    content =
      isApiError(thread.error) && thread.error.status === 404 ? (
        <NotFoundState title={t('ui:notFound.title')} body={t('ui:notFound.body')} />
      ) : (
        <ErrorState title={t('loadFailed')} error={thread.error} onRetry={() => void thread.refetch()} />
      );
  else {
    const [latest] = thread.data.pages;
    const messages = [...thread.data.pages].reverse().flatMap((page) => page.messages);
    content = latest && (
      <ConversationView
        conversation={latest.conversation}
        messages={messages}
        onEarlier={thread.hasNextPage ? () => void thread.fetchNextPage() : undefined}
      />
    );
  }
  return <Box sx={{ maxWidth: 820, mx: 'auto' }}>{content}</Box>;
}
