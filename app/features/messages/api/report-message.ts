import { useMutation } from '@tanstack/react-query';
import { type MessageReportInput, OwnMessageReport } from '../../../../shared/schemas/message-reports';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/messages/{id}/reports → the report, sent to the moderators. */
export function useReportMessage(messageId: string) {
  return useMutation({
    mutationFn: (input: MessageReportInput) =>
      apiPost(OwnMessageReport, `/api/v1/messages/${encodeURIComponent(messageId)}/reports`, input),
  });
}
