import type { NotificationsMessages } from '../en/notifications';

/** Тексти сповіщень у застосунку: дзвіночок і список (простір імен `notifications`). */
export const notifications: NotificationsMessages = {
  heading: 'Сповіщення',
};
