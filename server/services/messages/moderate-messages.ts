import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversations, messageReports, messages } from '../../db/schema/messages';
import { profiles } from '../../db/schema/profiles';
import { isAdId } from '../ads/ad-id';
import { recordAudit } from '../audit/record-audit';

const QUEUE_LIMIT = 100;

/** The moderators' queue of messages: open reports, newest first, each with its message and conversation. */
export async function listReportedMessages(db: Db) {
  const reporter = sql`(select ${profiles.displayName} from ${profiles} where ${profiles.id} = ${messageReports.reporterId})`;
  const sender = sql`(select ${profiles.displayName} from ${profiles} where ${profiles.id} = ${messages.senderId})`;
  const open = eq(messageReports.status, 'open');
  const items = await db
    .select({
      reportId: messageReports.id,
      reason: messageReports.reason,
      details: messageReports.details,
      reportedAt: messageReports.createdAt,
      reporterName: reporter.mapWith(String),
      messageId: messages.id,
      body: messages.body,
      senderId: messages.senderId,
      senderName: sender.mapWith(String),
      conversationId: conversations.id,
      adTitle: conversations.adTitle,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(open)
    .orderBy(desc(messageReports.createdAt))
    .limit(QUEUE_LIMIT);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(messageReports).where(open);
  return { items, total: total?.n ?? 0 };
}
export type ReportedMessageRow = Awaited<ReturnType<typeof listReportedMessages>>['items'][number];

/**
 * An admin reads a conversation while one of its messages has an open report (404 otherwise: admins
 * read no one's messages unasked). Each reading is recorded in the audit log.
 */
export async function readReportedConversation(db: Db, admin: Viewer, id: string) {
  if (!isAdId(id)) throw notFound();
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        sql`exists (select 1 from ${messageReports} r join ${messages} m on m.id = r.message_id
          where m.conversation_id = ${conversations.id} and r.status = 'open')`,
      ),
    );
  if (!conversation) throw notFound();
  const people = await db
    .select({ id: user.id, displayName: profiles.displayName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(sql`${user.id} in (${conversation.buyerId}, ${conversation.sellerId})`);
  const thread = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.createdAt));
  await recordAudit(db, admin, { action: 'conversation.read', entityType: 'conversation', entityId: id });
  return { conversation, people, messages: thread };
}

/** Closes a message's open reports as dealt with (audited); 404 when none is open (another admin was quicker). */
export async function dismissMessageReports(db: Db, admin: Viewer, messageId: string, now: Date) {
  if (!isAdId(messageId)) throw notFound();
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(messageReports)
      .set({ status: 'dismissed', resolvedBy: admin.id, resolvedAt: now })
      .where(and(eq(messageReports.messageId, messageId), eq(messageReports.status, 'open')))
      .returning({ id: messageReports.id });
    if (closed.length === 0) throw notFound();
    await recordAudit(tx, admin, {
      action: 'message_report.dismiss',
      entityType: 'message',
      entityId: messageId,
      after: { closed_reports: closed.length },
    });
    return closed.length;
  });
}
