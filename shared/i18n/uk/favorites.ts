import type { FavoritesMessages } from '../en/favorites';

/** Сторінка /favorites (простір імен `favorites`). */
export const favorites: FavoritesMessages = {
  heading: 'Обране',
  subtitle:
    'Оголошення, які ви зберегли, спершу останні. Торкніться сердечка на оголошенні, щоб додати його сюди.',
  listLabel: 'Збережені оголошення',
  loadError: 'Не вдалося завантажити обране',
  loadMore: 'Показати більше',
  loadingMore: 'Завантажуємо…',
  endOfList: 'Це все, що ви зберегли',
  emptyTitle: 'Ще нічого не збережено',
  emptyBody: 'Торкніться сердечка на оголошенні, щоб зберегти його тут. Ми повідомимо, якщо ціна знизиться.',
  emptyAction: 'Переглянути оголошення',
  availability: {
    available: 'Доступне',
    expired: 'Строк минув',
    unavailable: 'Тимчасово недоступне',
    removed: 'Більше немає на сайті',
  },
  lastPrice: 'Остання ціна: {{price}}',
  savedOn: 'Збережено {{date}}',
  remove: 'Прибрати',
  removeNamed: 'Прибрати «{{title}}» з обраного',
  removeFailed: 'Не вдалося прибрати. Спробуйте ще раз.',
};
