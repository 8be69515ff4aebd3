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
