import type { NotificationsMessages } from '../en/notifications';

/** Тексти сповіщень у застосунку: дзвіночок і список (простір імен `notifications`). */
export const notifications: NotificationsMessages = {
  heading: 'Сповіщення',
  bell: 'Сповіщення',
  bellUnread_one: 'Сповіщення: {{count}} непрочитане',
  bellUnread_few: 'Сповіщення: {{count}} непрочитані',
  bellUnread_many: 'Сповіщення: {{count}} непрочитаних',
  bellUnread_other: 'Сповіщення: {{count}} непрочитаного',
  markAllRead: 'Позначити всі прочитаними',
  empty:
    'Сповіщень поки немає. Тут з’являтимуться рішення щодо ваших оголошень і повідомлення від команди громади.',
  loadFailed: 'Не вдалося завантажити сповіщення',
  close: 'Закрити',
  retry: 'Спробувати ще',
  showMore: 'Показати ще',
  unread: 'Непрочитане',
  adApproved: 'Ваше оголошення «{{title}}» схвалено, тепер його бачать усі.',
  adRejected: 'Ваше оголошення «{{title}}» не схвалено.',
  reason: 'Причина: {{reason}}',
};
