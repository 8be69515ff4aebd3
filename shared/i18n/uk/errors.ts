import type { ErrorCode } from '../../error-codes';

export const errors: Record<ErrorCode, string> = {
  NOT_FOUND: 'Не знайдено',
  VALIDATION_FAILED: 'Деякі значення некоректні',
  INVALID_CURSOR: 'Посилання на сторінку некоректне; почніть з першої сторінки',
  UNAUTHORIZED: 'Спершу увійдіть',
  FORBIDDEN: 'Вам не дозволено це робити',
  RATE_LIMITED: 'Перевищено ліміт запитів. Спробуйте знову через {{time}}.',
  INVALID_CREDENTIALS: 'Помилка входу',
  CURRENT_PASSWORD_INCORRECT: 'Поточний пароль неправильний',
  REGISTRATION_FAILED: 'Помилка реєстрації',
  ACCOUNT_DISABLED: 'Цей обліковий запис вимкнено. Зверніться до адміністраторів громади.',
  INTERNAL: 'Сталася помилка',
};
