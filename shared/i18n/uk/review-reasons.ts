import type { ReviewReasonsMessages } from '../en/review-reasons';

export const reviewReasons: ReviewReasonsMessages = {
  label: 'Чому воно в черзі',
  fields: { title: 'заголовку', description: 'описі' },
  blockedWord: 'Заблоковане слово «{{word}}» у {{field}}:',
  duplicateText: 'Майже такий самий текст (схожість {{percent}}%), як в оголошенні',
  duplicatePhoto: 'Те саме фото, що й в оголошенні',
  newAccount: 'Новий обліковий запис, створений {{date}}',
  reported: 'Приховане скаргами людей {{date}}:',
  reportsLink: 'переглянути скарги',
};
