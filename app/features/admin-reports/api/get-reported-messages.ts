import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as reportsApi from '../../../../shared/api/admin-reports';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /admin/message-reports: open reports of messages, newest first. */
export function useReportedMessages() {
  return useQuery({
    queryKey: messageKeys.reported,
    queryFn: ({ signal }) => callApi(reportsApi.listReportedMessages, { signal }),
  });
}

/** GET /admin/conversations/{id}: a reported conversation (audited), loaded while its dialog is open. */
export function useReportedConversation(id: string | null) {
  return useQuery({
    queryKey: messageKeys.adminThread(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(reportsApi.getReportedConversation, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** POST /admin/message-reports/{message id}/dismiss: the message's reports closed. */
export function useDismissMessageReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      callApi(reportsApi.dismissMessageReports, { params: { id: messageId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.reported }),
  });
}
