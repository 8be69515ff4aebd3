import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SendNotificationInput,
  SentNotificationResult,
} from '../../../../shared/schemas/admin-notifications';
import { apiPost } from '../../../lib/api-client';
import { SENT_NOTIFICATIONS_KEY } from './get-sent-notifications';

/** POST /api/v1/admin/notifications: sends the message → its id and how many people received it. */
export const sendNotification = (body: SendNotificationInput) =>
  apiPost(SentNotificationResult, '/api/v1/admin/notifications', body);

/** Sends, then refreshes the sent list and the admin's own bell (they may be among the recipients). */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SENT_NOTIFICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}
