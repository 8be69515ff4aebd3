import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { Mailer } from '../../mail/mailer';
import { messageAwayMail } from '../../mail/message-away-mail';

/** A message unread this long means its reader is away: the live page would have marked it read. */
export const AWAY_AFTER_MS = 5 * 60_000;
/** At most one mail per person and conversation in this time. */
export const AWAY_MAIL_INTERVAL_MS = 60 * 60_000;
const BATCH = 100;

export interface AwayMailDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
}

interface DueRow {
  conversation_id: string;
  user_id: string;
}

/** People with messages unread since before `awaySince`, not mailed about them, not mailed within the interval. */
function dueReaders(db: Db, now: Date, limit: number) {
  const awaySince = new Date(now.getTime() - AWAY_AFTER_MS);
  const mailedBefore = new Date(now.getTime() - AWAY_MAIL_INTERVAL_MS);
  return rawRows<DueRow>(
    db,
    sql`
    select me.conversation_id, me.user_id from conversation_members me
    where (me.mailed_at is null or me.mailed_at <= ${mailedBefore})
      and exists (select 1 from messages u where u.conversation_id = me.conversation_id
        and u.sender_id <> me.user_id and u.created_at > me.last_read_at and u.created_at <= ${awaySince}
        and (me.mailed_at is null or u.created_at > me.mailed_at))
    order by me.mailed_at nulls first, me.conversation_id
    limit ${limit}`,
  );
}

/**
 * One pass of the away-mail job: each person with messages unread for AWAY_AFTER_MS gets one mail per
 * conversation (in their language, with its link), at most once per AWAY_MAIL_INTERVAL_MS. The row is
 * claimed (mailed_at) in its own committed statement before the mail goes, so a pass run twice, or
 * again after a restart, never sends it twice; a crash in between loses at most that one mail.
 * Returns how many were mailed.
 */
export async function mailAwayReaders(deps: AwayMailDeps, now: Date, signal?: AbortSignal): Promise<number> {
  let mailed = 0;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await dueReaders(deps.db, now, BATCH);
    for (const row of rows) if (await mailOne(deps, row, now)) mailed++;
    if (rows.length < BATCH) return mailed;
  }
}

interface Claimed {
  email: string | null;
  language: 'uk' | 'en' | null;
  disabled: boolean | null;
  ad_title: string;
  sender_name: string | null;
  unread: number;
  blocked: boolean;
}

async function mailOne(deps: AwayMailDeps, row: DueRow, now: Date): Promise<boolean> {
  const mailedBefore = new Date(now.getTime() - AWAY_MAIL_INTERVAL_MS);
  const rows = await rawRows<Claimed>(
    deps.db,
    sql`
    with claimed as (
      update conversation_members set mailed_at = ${now}
      where conversation_id = ${row.conversation_id} and user_id = ${row.user_id}
        and (mailed_at is null or mailed_at <= ${mailedBefore})
      returning conversation_id, user_id, last_read_at
    )
    select u.email, p.language, p.disabled, c.ad_title, op.display_name as sender_name,
      (select count(*)::int from messages m where m.conversation_id = c.id
        and m.sender_id <> cl.user_id and m.created_at > cl.last_read_at) as unread,
      exists (select 1 from person_blocks b where (b.blocker_id = cl.user_id and b.blocked_id = o.user_id)
        or (b.blocker_id = o.user_id and b.blocked_id = cl.user_id)) as blocked
    from claimed cl
    join conversations c on c.id = cl.conversation_id
    join "user" u on u.id = cl.user_id
    left join profiles p on p.id = cl.user_id
    join conversation_members o on o.conversation_id = c.id and o.user_id <> cl.user_id
    left join profiles op on op.id = o.user_id`,
  );
  const claimed = rows[0];
  if (!claimed) return false;
  // Claimed all the same: a blocked or disabled person's conversation stays quiet for this hour too.
  if (!claimed.email || claimed.disabled || claimed.blocked) return false;
  const mail = messageAwayMail(
    claimed.email,
    {
      senderName: claimed.sender_name ?? '',
      adTitle: claimed.ad_title,
      unread: claimed.unread,
      conversationUrl: `${deps.siteUrl}/messages/${row.conversation_id}`,
    },
    claimed.language,
  );
  await deps.mailer
    .send(mail)
    .catch((error) => console.error(`away mail for conversation ${row.conversation_id} not sent`, error));
  return true;
}
