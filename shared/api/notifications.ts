import {
  MarkNotificationsRead,
  NotificationPage,
  NotificationsQuery,
  UnreadCount,
} from '../schemas/notifications';
import { operation } from './operation';

export const listNotifications = operation({
  method: 'get',
  path: '/me/notifications',
  query: NotificationsQuery,
  answer: NotificationPage,
  status: 200,
});

export const getUnreadNotifications = operation({
  method: 'get',
  path: '/me/notifications/unread',
  answer: UnreadCount,
  status: 200,
});

export const markNotificationsRead = operation({
  method: 'post',
  path: '/me/notifications/read',
  body: MarkNotificationsRead,
  answer: UnreadCount,
  status: 200,
});
