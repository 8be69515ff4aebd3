import type { Language } from '../../shared/constants';
import { dateFormat, plainSpaces } from '../../shared/intl';
import type { Mail } from './mailer';

export interface ExpiringAd {
  title: string;
  expiresAt: Date;
  /** The ad's city's zone: the day it expires on its clocks. */
  timeZone: string;
  /** Opens My Ads, which renews the ad once its owner is signed in. */
  renewUrl: string;
}

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

const day = (ad: ExpiringAd, lang: Language) =>
  plainSpaces(dateFormat(LOCALES[lang], { dateStyle: 'long', timeZone: ad.timeZone }).format(ad.expiresAt));

const reminder = {
  en: (ad: ExpiringAd) => ({
    subject: `Your ad “${ad.title}” expires on ${day(ad, 'en')}`,
    text: `Your ad “${ad.title}” on Hromada expires on ${day(ad, 'en')}: after that nobody will see it in the lists or search.\n\nTo keep it up, renew it here (sign in if asked):\n${ad.renewUrl}\n\nRenewing keeps its place in the list; a boost is the only way to move it to the top. If it is no longer needed, do nothing: it will stay in My Ads as expired.`,
  }),
  uk: (ad: ExpiringAd) => ({
    subject: `Ваше оголошення «${ad.title}» діє до ${day(ad, 'uk')}`,
    text: `Ваше оголошення «${ad.title}» у Громаді діє до ${day(ad, 'uk')}: після цього його не буде видно у списках і пошуку.\n\nЩоб воно залишилося, продовжте його тут (увійдіть, якщо попросять):\n${ad.renewUrl}\n\nПродовження зберігає його місце у списку; підняти оголошення нагору можна лише просуванням. Якщо воно вже не потрібне, нічого не робіть: воно залишиться в «Моїх оголошеннях» як завершене.`,
  }),
};

/** The reminder before an ad expires, in its owner's language; in both (Ukrainian first) while that is unknown. */
export function expiryReminderMail(to: string, ad: ExpiringAd, lang: Language | null): Mail {
  if (lang) return { to, ...reminder[lang](ad) };
  const uk = reminder.uk(ad);
  const en = reminder.en(ad);
  return { to, subject: `${uk.subject} · ${en.subject}`, text: `${uk.text}\n\n—\n\n${en.text}` };
}
