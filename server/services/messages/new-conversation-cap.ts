import { and, desc, eq, gt } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { formatTimeUntil } from '../../../shared/time-until';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversations } from '../../db/schema/messages';
import { skipsNewAccountConversationCap } from '../../policies/message';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConversationCap {
  /** New conversations allowed in any 24 hours, now. */
  perDay: number;
  /** When a new account's cap gives way to everyone's; null when the account is not new. */
  grownUpAt: Date | null;
  /** Everyone's cap, which applies from grownUpAt on. */
  laterPerDay: number;
}

/**
 * The viewer's cap on new conversations (trust settings, read at each start so a change applies at
 * once): `new_account_conversations_per_day` while the account is younger than `new_account_days`,
 * `conversations_per_day` after; admins are never new.
 */
async function capFor(tx: Db, trust: Deps['trust'], viewer: Viewer, now: Date): Promise<ConversationCap> {
  const settings = await trust.read();
  const everyone = settings.conversations_per_day;
  if (skipsNewAccountConversationCap(viewer))
    return { perDay: everyone, grownUpAt: null, laterPerDay: everyone };
  const [account] = await tx.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, viewer.id));
  const grownUpAt = (account?.createdAt.getTime() ?? 0) + settings.new_account_days * DAY_MS;
  if (now.getTime() >= grownUpAt) return { perDay: everyone, grownUpAt: null, laterPerDay: everyone };
  return {
    perDay: settings.new_account_conversations_per_day,
    grownUpAt: new Date(grownUpAt),
    laterPerDay: everyone,
  };
}

/**
 * When the person may start another conversation, from the times of those they started in the last
 * 24 hours (newest first): null when they may now. The cap-th newest leaving the window frees a
 * place; a new account may instead reach its grown-up day under everyone's cap first.
 */
export function nextStartAt(startedNewestFirst: readonly Date[], cap: ConversationCap): Date | null {
  const freedAt = (perDay: number) => {
    const limiting = startedNewestFirst[perDay - 1];
    return limiting ? limiting.getTime() + DAY_MS : null;
  };
  const underCap = freedAt(cap.perDay);
  if (underCap === null) return null;
  const grownUp = cap.grownUpAt?.getTime();
  if (grownUp === undefined || underCap < grownUp) return new Date(underCap);
  return new Date(Math.max(grownUp, freedAt(cap.laterPerDay) ?? grownUp));
}

/**
 * In the transaction that would save the viewer's new conversation (after the caller serialised the
 * viewer's starts): refuses with 429 NEW_CONVERSATIONS_LIMITED and when they may start another once
 * their cap of new conversations in the last 24 hours is reached. Started conversations are counted
 * whatever became of them (an ad deleted frees nothing).
 */
export async function admitNewConversation(
  tx: Db,
  trust: Deps['trust'],
  viewer: Viewer,
  now: Date,
  lang: Language,
): Promise<void> {
  const cap = await capFor(tx, trust, viewer, now);
  const started = await tx
    .select({ at: conversations.createdAt })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, viewer.id),
        gt(conversations.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(Math.max(cap.perDay, cap.laterPerDay));
  const next = nextStartAt(
    started.map((row) => row.at),
    cap,
  );
  if (!next) return;
  const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
  throw new AppError('NEW_CONVERSATIONS_LIMITED', 429, {
    params: { time: formatTimeUntil(seconds, lang) },
    headers: { 'Retry-After': String(seconds) },
  });
}
