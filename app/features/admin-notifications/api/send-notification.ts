import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as notificationsApi from '../../../../shared/api/admin-notifications';
import type { SendNotificationInput } from '../../../../shared/schemas/admin-notifications';
import { callApi } from '../../../lib/api-client';
import { adminKeys, notificationKeys } from '../../../lib/query-keys';

/** POST /admin/notifications: sends the message → its id and how many people received it. */
export const sendNotification = (body: SendNotificationInput) =>
  callApi(notificationsApi.sendNotification, { body });

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
