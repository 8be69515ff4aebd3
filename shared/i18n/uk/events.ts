import type { EventsMessages } from '../en/events';

/** Простір імен `events`. */
export const events: EventsMessages = {
  heading: 'Події',
  subtitle: 'Концерти, ярмарки, богослужіння та зустрічі громади',
  tabs: { label: 'Які події', upcoming: 'Майбутні', past: 'Минулі' },
  city: { label: 'Місто', all: 'Усі міста' },
  count_one: '{{count}} подія',
  count_few: '{{count}} події',
  count_many: '{{count}} подій',
  count_other: '{{count}} події',
  when: {
    now: 'Триває зараз',
    today: 'Сьогодні',
    tomorrow: 'Завтра',
    weekend: 'Цими вихідними',
    ended: 'Завершено',
  },
  card: {
    addToCalendar: 'Додати в календар',
    addToCalendarLabel: 'Додати в календар: «{{title}}» (файл .ics)',
    imageAlt: 'Фото: {{title}}',
  },
  empty: {
    upcomingTitle: 'Майбутніх подій немає',
    upcomingBody: 'Тут ще нічого не оголошено. Перегляньте інше місто або розкажіть громаді про свою подію.',
    pastTitle: 'Минулих подій немає',
    pastBody: 'Події з’являються тут, коли завершуються.',
    action: 'Оголосити подію',
  },
  errorTitle: 'Не вдалося завантажити події',
  loadMore: 'Показати ще',
  loadingMore: 'Завантаження…',
  endOfList: 'Поки що це все',
  subscribe: {
    button: 'Підписатися',
    title: 'Підписка на події',
    body: 'Додайте «{{name}}» у свій календар. Нові події з’являтимуться там самі, у вашому часовому поясі.',
    open: 'Відкрити в календарі',
    urlLabel: 'Адреса календаря',
    urlHint: 'У Google Календарі: Інші календарі → За URL-адресою.',
    copy: 'Копіювати адресу',
    copied: 'Адресу скопійовано',
    copyRefused: 'Скопіюйте адресу вище вручну (Ctrl+C).',
    close: 'Закрити',
  },
  zone: {
    formHint: 'Вкажіть час так, як його показує годинник у місті {{city}} ({{zone}}, {{name}}).',
    chooseCity: 'Спершу виберіть місто: час події вводять у його часовому поясі.',
  },
  calendar: {
    name: '{{site}}: події',
    nameCity: '{{site}}: події — {{city}}',
  },
};
