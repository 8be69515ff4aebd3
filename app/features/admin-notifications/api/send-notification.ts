import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SendNotificationInput,
  SentNotificationResult,
} from '../../../../shared/schemas/admin-notifications';
import { apiPost } from '../../../lib/api-client';
import { adminKeys, notificationKeys } from '../../../lib/query-keys';

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
        queryClient.invalidateQueries({ queryKey: adminKeys.sentNotifications }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
