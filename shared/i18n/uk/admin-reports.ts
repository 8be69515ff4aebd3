import type { AdminReportsMessages } from '../en/admin-reports';

/** Простір імен `adminReports`: черга скарг для модераторів. */
export const adminReports: AdminReportsMessages = {
  heading: 'Скарги',
  subtitle:
    'Оголошення, на які поскаржилися. Відхиліть безпідставні скарги, відхиліть оголошення або заблокуйте автора.',
  sortLabel: 'Порядок',
  sort: { newest: 'Спершу нещодавні скарги', most: 'Спершу найбільше скарг' },
  total_one: '{{count}} оголошення зі скаргами',
  total_few: '{{count}} оголошення зі скаргами',
  total_many: '{{count}} оголошень зі скаргами',
  total_other: '{{count}} оголошення зі скаргами',
  reportCount_one: '{{count}} скарга',
  reportCount_few: '{{count}} скарги',
  reportCount_many: '{{count}} скарг',
  reportCount_other: '{{count}} скарги',
  hiddenChip: 'Приховано через скарги',
  ownerDisabled: 'Автора заблоковано',
  status: { pending: 'На перевірці', approved: 'Схвалено', rejected: 'Відхилено', expired: 'Завершено' },
  owner: 'Автор: {{name}}',
  lastReported: 'Остання скарга {{date}}',
  reporters: 'Скарги',
  by: '{{name}}, {{date}}',
  anonymous: 'Видалений обліковий запис',
  dismiss: 'Відхилити скарги',
  reject: 'Відхилити оголошення',
  disableOwner: 'Заблокувати автора',
  disableDialog: {
    title: 'Заблокувати автора?',
    body: '{{name}} вийде з облікового запису й не зможе увійти знову; усі його оголошення зникнуть із сайту. Скарги на «{{title}}» буде закрито.',
    cancel: 'Скасувати',
    confirm: 'Заблокувати автора',
    working: 'Блокуємо…',
  },
  done: {
    dismissed: 'Скарги відхилено',
    dismissedRestored: 'Скарги відхилено; оголошення знову видно',
    rejected: 'Оголошення відхилено; автору повідомлено',
    disabled: 'Автора заблоковано',
  },
  failure: 'Не вдалося виконати дію. Спробуйте ще раз.',
  showMore: 'Показати ще',
  empty: {
    title: 'Відкритих скарг немає',
    body: 'Коли хтось поскаржиться на оголошення, воно з’явиться тут.',
  },
  errorTitle: 'Не вдалося завантажити скарги',
};
