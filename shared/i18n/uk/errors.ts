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
  EMAIL_NOT_VERIFIED:
    'Спершу підтвердьте адресу електронної пошти: ми надіслали вам нове посилання. Перевірте пошту.',
  INVALID_CODE: 'Код неправильний або застарів',
  DISPLAY_NAME_TAKEN: "Це ім'я для показу вже зайняте",
  PHONE_NUMBER_TAKEN: 'Цей номер телефону вже використовує інший обліковий запис',
  LAST_SIGN_IN_METHOD: 'Це ваш єдиний спосіб входу, тому його не можна видалити',
  SIGN_IN_METHOD_UNAVAILABLE: 'Цей спосіб входу недоступний',
  INTERNAL: 'Сталася помилка',
  INVALID_IMAGE: '{{file}} не є дійсним файлом зображення',
  IMAGE_TOO_LARGE: 'Зображення завелике',
};
