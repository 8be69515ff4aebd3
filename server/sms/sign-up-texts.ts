import type { Language } from '../../shared/constants';

const alreadyRegistered = {
  en: (signInUrl: string) =>
    `Someone tried to create a Hromada account with this phone number, but it already has one. To use it, sign in with your number and password: ${signInUrl} If it was not you, ignore this message.`,
  uk: (signInUrl: string) =>
    `Хтось намагався створити обліковий запис у Громаді з цим номером телефону, але він уже має обліковий запис. Щоб ним скористатися, увійдіть із номером і паролем: ${signInUrl} Якщо це були не ви, не зважайте на це повідомлення.`,
};

/** To the owner of a number someone tried to sign up with (instead of a code: the answer stays the same). */
export const alreadyRegisteredText = (siteUrl: string, lang: Language) =>
  alreadyRegistered[lang](`${siteUrl}/login`);

const passwordResetCode = {
  en: (code: string) =>
    `Your Hromada password reset code: ${code}. It is valid for 5 minutes. If you did not ask for it, ignore this message and do not share the code.`,
  uk: (code: string) =>
    `Код для зміни пароля в Громаді: ${code}. Дійсний 5 хвилин. Якщо ви його не просили, не зважайте на це повідомлення і нікому не повідомляйте код.`,
};

/** The code that sets a new password on an account that signs in with its phone number. */
export const passwordResetCodeText = (code: string, lang: Language) => passwordResetCode[lang](code);
