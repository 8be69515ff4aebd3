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
