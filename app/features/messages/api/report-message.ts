import { useMutation } from '@tanstack/react-query';
import * as messagesApi from '../../../../shared/api/messages';
import type { MessageReportInput } from '../../../../shared/schemas/message-reports';
import { callApi } from '../../../lib/api-client';

/** POST /api/v1/messages/{id}/reports → the report, sent to the moderators. */
export function useReportMessage(messageId: string) {
  return useMutation({
    mutationFn: (input: MessageReportInput) =>
      callApi(messagesApi.reportMessage, { params: { id: messageId }, body: input }),
  });
}
