import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageReportsClosed, ReportedMessagesPage } from '../../../../shared/schemas/message-reports';
import { AdminConversation } from '../../../../shared/schemas/messages';
import { apiGet, apiPost } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/message-reports: open reports of messages, newest first. */
export function useReportedMessages() {
  return useQuery({
    queryKey: messageKeys.reported,
    queryFn: ({ signal }) => apiGet(ReportedMessagesPage, '/api/v1/admin/message-reports', undefined, signal),
  });
}

/** GET /api/v1/admin/conversations/{id}: a reported conversation (audited), loaded while its dialog is open. */
export function useReportedConversation(id: string | null) {
  return useQuery({
    queryKey: messageKeys.adminThread(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet(
        AdminConversation,
        `/api/v1/admin/conversations/${encodeURIComponent(id ?? '')}`,
        undefined,
        signal,
      ),
    enabled: id !== null,
  });
}

/** POST /api/v1/admin/message-reports/{message id}/dismiss: the message's reports closed. */
export function useDismissMessageReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiPost(
        MessageReportsClosed,
        `/api/v1/admin/message-reports/${encodeURIComponent(messageId)}/dismiss`,
        {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.reported }),
  });
}
