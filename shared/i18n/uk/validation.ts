import type { ValidationKey } from '../en/validation';

export const validation: Record<ValidationKey, string> = {
  invalidValue: 'Це значення некоректне',
  credentialsRequired: 'Вкажіть електронну пошту або номер телефону та пароль',
  emailRequired: 'Вкажіть електронну пошту',
  invalidEmail: 'Неправильний формат електронної пошти',
  passwordRequired: 'Вкажіть пароль',
  passwordTooShort: 'Пароль має містити щонайменше 6 символів',
  passwordTooLong: 'Пароль задовгий',
  passwordTooCommon: 'Цей пароль — один із найпоширеніших. Оберіть менш передбачуваний пароль.',
  passwordsDontMatch: 'Паролі не збігаються',
  nameRequired: "Вкажіть ім'я",
  nameTooLong: "Ім'я задовге",
  resetLinkInvalid: 'Це посилання для відновлення пароля вже недійсне. Попросіть нове.',
  loginFailed: 'Помилка входу',
  registerFailed: 'Помилка реєстрації',
  currentPasswordIncorrect: 'Поточний пароль неправильний',
};
