import type { Language } from '../../shared/constants';
import type { Mail } from './mailer';

const resetPassword = {
  en: (url: string) => ({
    subject: 'Reset your Hromada password',
    text: `Someone (hopefully you) asked to reset the password of your Hromada account.\n\nChoose a new password here (the link works for one hour):\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  }),
  uk: (url: string) => ({
    subject: 'Відновлення пароля до Громади',
    text: `Хтось (сподіваємося, ви) попросив відновити пароль до вашого облікового запису в Громаді.\n\nОберіть новий пароль за посиланням (воно дійсне одну годину):\n${url}\n\nЯкщо це були не ви, просто проігноруйте цей лист: ваш пароль не зміниться.`,
  }),
};

export const resetPasswordMail = (to: string, url: string, lang: Language): Mail => ({
  to,
  ...resetPassword[lang](url),
});

const confirmEmail = {
  en: (url: string) => ({
    subject: 'Confirm your email address for Hromada',
    text: `Please confirm that this address belongs to your Hromada account by opening this link (it works for one hour):\n${url}\n\nIf you did not ask for this, ignore this mail.`,
  }),
  uk: (url: string) => ({
    subject: 'Підтвердьте адресу електронної пошти для Громади',
    text: `Підтвердьте, будь ласка, що ця адреса належить вашому обліковому запису в Громаді, відкривши посилання (воно дійсне одну годину):\n${url}\n\nЯкщо ви цього не просили, просто проігноруйте лист.`,
  }),
};

/** Sign-up and email change both confirm the address this way before it counts. */
export const confirmEmailMail = (to: string, url: string, lang: Language): Mail => ({
  to,
  ...confirmEmail[lang](url),
});

const alreadyRegistered = {
  en: (signInUrl: string, resetUrl: string) => ({
    subject: 'Someone tried to register with your address on Hromada',
    text: `Someone (perhaps you) tried to create a Hromada account with this email address, but you already have one.\n\nSign in here: ${signInUrl}\nForgot your password? ${resetUrl}\n\nIf it was not you, you can ignore this mail: nothing has changed.`,
  }),
  uk: (signInUrl: string, resetUrl: string) => ({
    subject: 'Хтось намагався зареєструватися з вашою адресою в Громаді',
    text: `Хтось (можливо, ви) намагався створити обліковий запис у Громаді з цією адресою електронної пошти, але у вас він уже є.\n\nУвійти: ${signInUrl}\nЗабули пароль? ${resetUrl}\n\nЯкщо це були не ви, просто проігноруйте лист: нічого не змінилося.`,
  }),
};

/** Sent instead of a confirmation when the address already has an account (no enumeration). */
export const alreadyRegisteredMail = (to: string, siteUrl: string, lang: Language): Mail => ({
  to,
  ...alreadyRegistered[lang](`${siteUrl}/login`, `${siteUrl}/forgot-password`),
});

const phoneCode = {
  en: (code: string) => `Your Hromada code: ${code}. It is valid for 5 minutes. Do not share it.`,
  uk: (code: string) => `Ваш код для Громади: ${code}. Дійсний 5 хвилин. Нікому його не повідомляйте.`,
};

export const phoneCodeText = (code: string, lang: Language) => phoneCode[lang](code);

type Outcome = 'approved' | 'rejected';
const moderated = {
  en: (title: string, outcome: Outcome, reason: string | null, url: string) =>
    outcome === 'approved'
      ? `Your ad "${title}" has been approved and is now visible to everyone:\n${url}`
      : `Your ad "${title}" was not approved.${reason ? `\nReason: ${reason}` : ''}\nYou can edit it and it will be checked again:\n${url}`,
  uk: (title: string, outcome: Outcome, reason: string | null, url: string) =>
    outcome === 'approved'
      ? `Ваше оголошення «${title}» схвалено, тепер його бачать усі:\n${url}`
      : `Ваше оголошення «${title}» не схвалено.${reason ? `\nПричина: ${reason}` : ''}\nВи можете його змінити, і ми перевіримо його знову:\n${url}`,
};

/** The owner's language is not stored, so the outcome goes out in both (Ukrainian first). */
export const adModeratedMail = (
  to: string,
  ad: { title: string; url: string },
  outcome: Outcome,
  reason: string | null,
): Mail => ({
  to,
  subject:
    outcome === 'approved'
      ? 'Оголошення схвалено · Your ad is approved — Громада / Hromada'
      : 'Оголошення не схвалено · Your ad was not approved — Громада / Hromada',
  text: `${moderated.uk(ad.title, outcome, reason, ad.url)}\n\n—\n\n${moderated.en(ad.title, outcome, reason, ad.url)}`,
});
