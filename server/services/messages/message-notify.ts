import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The channel a new message's NOTIFY goes on; every server process's message hub listens to it. */
export const MESSAGES_CHANNEL = 'messages';

/** What a NOTIFY on MESSAGES_CHANNEL carries: whose streams should hear of which conversation. */
export interface MessagesNotice {
  conversation_id: string;
  user_ids: string[];
}

/** Sent inside the writing transaction: PostgreSQL delivers it on commit only, to every process. */
export async function notifyMessages(tx: Db, notice: MessagesNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(notice)})`);
}

export function parseMessagesNotice(payload: string): MessagesNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<MessagesNotice>;
    if (typeof value.conversation_id !== 'string' || !Array.isArray(value.user_ids)) return null;
    return { conversation_id: value.conversation_id, user_ids: value.user_ids.map(String) };
  } catch {
    return null;
  }
}
