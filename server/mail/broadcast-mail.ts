import type { Mail } from './mailer';

export interface BroadcastText {
  titleEn: string;
  titleUk: string;
  bodyEn: string;
  bodyUk: string;
}

/**
 * An admin's notification by mail. We keep no per-person language, so it goes out in both: the
 * Ukrainian text first, then the English, each with a link to the site where the bell holds it.
 */
export const broadcastMail = (to: string, text: BroadcastText, siteUrl: string): Mail => ({
  to,
  subject: `${text.titleUk} · ${text.titleEn} — Громада / Hromada`,
  text: [
    text.titleUk,
    '',
    text.bodyUk,
    '',
    `Це повідомлення також чекає на вас під дзвіночком на сайті Громади: ${siteUrl}`,
    '',
    '—',
    '',
    text.titleEn,
    '',
    text.bodyEn,
    '',
    `You will also find this message under the bell on the Hromada site: ${siteUrl}`,
  ].join('\n'),
});
