import {
  SendNotificationInput,
  SentNotificationPage,
  SentNotificationResult,
  SentNotificationsQuery,
} from '../schemas/admin-notifications';
import { operation } from './operation';

export const sendNotification = operation({
  method: 'post',
  path: '/admin/notifications',
  body: SendNotificationInput,
  answer: SentNotificationResult,
  status: 201,
});

export const listSentNotifications = operation({
  method: 'get',
  path: '/admin/notifications',
  query: SentNotificationsQuery,
  answer: SentNotificationPage,
  status: 200,
});
