import type { Language } from '../../shared/constants';
import type { Mail } from './mailer';

export interface AlertMailContent {
  searchName: string;
  ads: { title: string; url: string }[];
  /** The search's /search page on this site. */
  searchUrl: string;
  /** The page that confirms the unsubscribe (a person's click). */
  unsubscribeUrl: string;
  /** Where a mail client's one-click unsubscribe POSTs (List-Unsubscribe, RFC 8058). */
  oneClickUrl: string;
}

const lines = (c: AlertMailContent) => c.ads.map((ad) => `• ${ad.title}\n  ${ad.url}`).join('\n');

const alert = {
  en: (c: AlertMailContent) => ({
    subject:
      c.ads.length === 1
        ? `New on Hromada for “${c.searchName}”: ${c.ads[0]?.title}`
        : `${c.ads.length} new ads on Hromada for “${c.searchName}”`,
    text: `New ads match your saved search “${c.searchName}”:\n\n${lines(c)}\n\nSee everything it finds: ${c.searchUrl}\n\nTo stop these emails for this search, open: ${c.unsubscribeUrl}`,
  }),
  uk: (c: AlertMailContent) => ({
    subject:
      c.ads.length === 1
        ? `Нове у Громаді за пошуком «${c.searchName}»: ${c.ads[0]?.title}`
        : `Нових оголошень за пошуком «${c.searchName}»: ${c.ads.length}`,
    text: `Нові оголошення за вашим збереженим пошуком «${c.searchName}»:\n\n${lines(c)}\n\nУсе, що він знаходить: ${c.searchUrl}\n\nЩоб більше не отримувати листів за цим пошуком, відкрийте: ${c.unsubscribeUrl}`,
  }),
};

/**
 * A saved search's alert (one ad, or a digest of several) in its person's language, in both
 * (Ukrainian first) while that is unknown; with the headers that let a mail client unsubscribe in one click.
 */
export function savedSearchAlertMail(to: string, content: AlertMailContent, lang: Language | null): Mail {
  const headers = {
    'List-Unsubscribe': `<${content.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  if (lang) return { to, ...alert[lang](content), headers };
  const uk = alert.uk(content);
  const en = alert.en(content);
  return { to, subject: `${uk.subject} · ${en.subject}`, text: `${uk.text}\n\n—\n\n${en.text}`, headers };
}
