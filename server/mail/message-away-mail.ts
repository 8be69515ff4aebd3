import type { Language } from '../../shared/constants';
import type { Mail } from './mailer';

export interface AwayNotice {
  /** The other person's display name (never their contacts). */
  senderName: string;
  adTitle: string;
  unread: number;
  /** Opens the conversation (after sign-in if asked). */
  conversationUrl: string;
}

const texts = {
  en: (n: AwayNotice) => ({
    subject: `New message from ${n.senderName} about “${n.adTitle}”`,
    text: `${n.senderName} wrote to you on Hromada about “${n.adTitle}” (${n.unread === 1 ? '1 unread message' : `${n.unread} unread messages`}).\n\nRead and answer here (sign in if asked):\n${n.conversationUrl}\n\nWe mail you about a conversation at most once an hour while you are away; your email address and phone number are never shown to the other person.`,
  }),
  uk: (n: AwayNotice) => ({
    subject: `Нове повідомлення від ${n.senderName} щодо «${n.adTitle}»`,
    text: `${n.senderName} написав(-ла) вам у Громаді щодо «${n.adTitle}» (непрочитаних повідомлень: ${n.unread}).\n\nПрочитайте й дайте відповідь тут (увійдіть, якщо попросять):\n${n.conversationUrl}\n\nПоки вас немає, ми пишемо про розмову щонайбільше раз на годину; вашу пошту й телефон співрозмовник ніколи не бачить.`,
  }),
};

/** The away-mail about unread messages, in the recipient's language; both (Ukrainian first) while unknown. */
export function messageAwayMail(to: string, notice: AwayNotice, lang: Language | null): Mail {
  if (lang) return { to, ...texts[lang](notice) };
  const uk = texts.uk(notice);
  const en = texts.en(notice);
  return { to, subject: `${uk.subject} · ${en.subject}`, text: `${uk.text}\n\n—\n\n${en.text}` };
}
