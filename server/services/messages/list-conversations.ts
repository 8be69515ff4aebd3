import { sql } from 'drizzle-orm';
import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { ownersHiddenFrom } from '../blocks/hidden-owners';

export interface ConversationListRow {
  id: string;
  ad_id: string | null;
  ad_title: string;
  ad_available: boolean;
  ad_image: string | null;
  buyer_id: string;
  seller_id: string;
  other_id: string;
  other_name: string | null;
  last_body: string | null;
  last_sender_id: string | null;
  last_at: Date | string | null;
  unread: number;
  last_message_at: Date | string;
}

/** Conversations at most a list holds (the newest by last message). */
const LIST_LIMIT = 200;

/**
 * The viewer's conversations (all, or one), newest message first: the ad (published or not, its
 * photo only while it is), the other person's display name (never their contacts), the last message
 * and how many of the other's messages came after the viewer last read. A block hides the other's.
 */
export async function listConversations(
  db: Db,
  viewer: Viewer,
  onlyId?: string,
): Promise<ConversationListRow[]> {
  const rows = await rawRows<ConversationListRow>(
    db,
    sql`
    select c.id, c.ad_id, c.ad_title, c.buyer_id, c.seller_id, c.last_message_at,
      (a.status is not distinct from 'approved') as ad_available,
      case when a.status = 'approved' then (
        select i.storage_path from ad_images i where i.ad_id = a.id and i.storage_path <> ${PLACEHOLDER_IMAGE_PATH}
        order by i.is_primary desc, i.created_at limit 1) end as ad_image,
      o.user_id as other_id, p.display_name as other_name,
      last.body as last_body, last.sender_id as last_sender_id, last.created_at as last_at,
      (select count(*)::int from messages u where u.conversation_id = c.id
        and u.sender_id <> me.user_id and u.created_at > me.last_read_at) as unread
    from conversation_members me
    join conversations c on c.id = me.conversation_id
    join conversation_members o on o.conversation_id = c.id and o.user_id <> me.user_id
    left join profiles p on p.id = o.user_id
    left join advertisements a on a.id = c.ad_id
    left join lateral (
      select m.body, m.sender_id, m.created_at from messages m
      where m.conversation_id = c.id order by m.created_at desc limit 1
    ) last on true
    where me.user_id = ${viewer.id} ${onlyId ? sql`and c.id = ${onlyId}` : sql``}
    order by c.last_message_at desc
    limit ${LIST_LIMIT}`,
  );
  const hidden = await ownersHiddenFrom(
    db,
    viewer.id,
    rows.map((r) => r.other_id),
  );
  return hidden.size === 0 ? rows : rows.filter((r) => !hidden.has(r.other_id));
}

/** Unread messages across the viewer's conversations (those a block hides not counted). */
export async function unreadMessageCount(db: Db, viewer: Viewer): Promise<number> {
  const rows = await rawRows<{ other_id: string; unread: number }>(
    db,
    sql`
    select o.user_id as other_id, count(*)::int as unread
    from conversation_members me
    join conversation_members o on o.conversation_id = me.conversation_id and o.user_id <> me.user_id
    join messages u on u.conversation_id = me.conversation_id
      and u.sender_id <> me.user_id and u.created_at > me.last_read_at
    where me.user_id = ${viewer.id}
    group by o.user_id`,
  );
  const hidden = await ownersHiddenFrom(
    db,
    viewer.id,
    rows.map((r) => r.other_id),
  );
  return rows.reduce((sum, r) => (hidden.has(r.other_id) ? sum : sum + r.unread), 0);
}
