import type { Language } from '../../../shared/constants';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { rememberLanguage } from '../profiles/remember-language';
import { messageAboutAd, replyInConversation, type Sent } from './send-message';

/** What the route knows of a message: the language it is written in, and the caller's allowance to spend. */
export interface Writing {
  lang: Language;
  /** Counts the message against the caller's limit; throws once it is used up. */
  spend: () => Promise<unknown>;
}

/**
 * A message from the caller, counted against their limit before anything is written; mail about it
 * goes out in the language they write in, which is kept for later mail too.
 */
async function write(
  deps: Pick<Deps, 'db' | 'clock'>,
  viewer: Viewer,
  { lang, spend }: Writing,
  send: (now: Date) => Promise<Sent>,
): Promise<Sent> {
  await spend();
  const sent = await send(deps.clock());
  await rememberLanguage(deps.db, viewer.id, lang);
  return sent;
}

/** "Message the seller" of a published ad (send-message.ts has the rules). */
export const messageSeller = (
  deps: Pick<Deps, 'db' | 'clock' | 'trust'>,
  viewer: Viewer,
  adId: string,
  body: string,
  writing: Writing,
): Promise<Sent> =>
  write(deps, viewer, writing, (now) =>
    messageAboutAd(deps, viewer, adId, body, { now, lang: writing.lang }),
  );

/** A reply in one of the caller's conversations. */
export const reply = (
  deps: Pick<Deps, 'db' | 'clock'>,
  viewer: Viewer,
  conversationId: string,
  body: string,
  writing: Writing,
): Promise<Sent> =>
  write(deps, viewer, writing, (now) => replyInConversation(deps.db, viewer, conversationId, body, now));
