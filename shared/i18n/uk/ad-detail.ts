import type { AdDetailMessages } from '../en/ad-detail';

/** Тексти дій на сторінці оголошення: перегляд фото, поширення, дії власника й адміністратора (простір імен `adDetail`). */
export const adDetail: AdDetailMessages = {
  heading: 'Оголошення',
  facts: {
    eventDate: 'Дата події',
    eventStart: 'Початок',
    eventEnd: 'Завершення',
    postedBy: 'Автор: {{name}} · {{date}}',
    postedOn: 'Опубліковано {{date}}',
  },
  gallery: {
    open: 'Відкрити фото {{index}} з {{total}} на весь екран',
    enlarge: 'Збільшити',
  },
  viewer: {
    title: 'Фото: {{title}}',
    counter: '{{index}} / {{total}}',
    counterLabel: 'Фото {{index}} з {{total}}',
    alt: 'Фото {{index}} з {{total}}: {{title}}',
    previous: 'Попереднє фото',
    next: 'Наступне фото',
    close: 'Закрити перегляд фото',
  },
  share: {
    heading: 'Поділитися',
    copy: 'Копіювати посилання',
    copied: 'Посилання скопійовано',
    copyRefused:
      'Браузер не дозволив скопіювати. Посилання виділено: скопіюйте його клавішами Ctrl+C (⌘C на Mac) або довгим натисканням.',
    linkLabel: 'Посилання на це оголошення',
    telegram: 'Telegram',
    facebook: 'Facebook',
    newTab: '(відкриється в новій вкладці)',
    native: 'Інші способи',
    nativeFailed: 'Не вдалося відкрити меню «Поділитися»',
  },
  manage: {
    heading: 'Керування оголошенням',
    status: 'Статус',
    edit: 'Редагувати',
    delete: 'Видалити',
    approve: 'Схвалити',
    reject: 'Відхилити',
    approved: 'Оголошення схвалено',
    rejected: 'Оголошення відхилено',
    failed: 'Не вдалося змінити статус. Спробуйте ще раз.',
    reason: 'Причина: {{reason}}',
  },
  notice: {
    pendingTitle: 'Очікує на перевірку',
    pendingBody:
      'Це оголошення бачите лише ви та модератори. Усі інші побачать його, щойно модератор його схвалить.',
    rejectedTitle: 'Відхилено модератором',
    rejectedBody:
      'Це оголошення не опубліковано. Відредагуйте й збережіть його, щоб надіслати на повторну перевірку.',
    reason: 'Причина: {{reason}}',
    noReason: 'Модератор не вказав причини.',
  },
};
