import { and, eq } from 'drizzle-orm';
import type { MessageReportInput } from '../../../shared/schemas/message-reports';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { messageReports, messages } from '../../db/schema/messages';
import { assertMayReportMessage } from '../../policies/message';
import { isAdId } from '../ads/ad-id';
import { participantsConversation } from './conversation-access';

export type MessageReportRow = typeof messageReports.$inferSelect;
const alreadyReported = () => new AppError('MESSAGE_ALREADY_REPORTED', 409);

/**
 * Checks before a report counts against the day's allowance: a message of a conversation the viewer
 * is in (404 otherwise), not their own (403), not reported by them before (409). A block does not
 * stop a report: blocking someone abusive and reporting them go together.
 */
async function assertMayReportMessageId(db: Db, viewer: Viewer, messageId: string) {
  if (!isAdId(messageId)) throw notFound();
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!message) throw notFound();
  await participantsConversation(db, viewer, message.conversationId);
  assertMayReportMessage(viewer, message);
  const [earlier] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(and(eq(messageReports.messageId, messageId), eq(messageReports.reporterId, viewer.id)));
  if (earlier) throw alreadyReported();
}

/**
 * Files the report for the moderators' queue (one per person per message), once the checks above
 * pass and `spend` has counted it against the caller's allowance (it throws when that is used up).
 */
export async function reportMessage(
  db: Db,
  viewer: Viewer,
  messageId: string,
  input: { reason: MessageReportInput['reason']; details?: string },
  spend: () => Promise<unknown>,
): Promise<MessageReportRow> {
  await assertMayReportMessageId(db, viewer, messageId);
  await spend();
  try {
    const [row] = await db
      .insert(messageReports)
      .values({ messageId, reporterId: viewer.id, reason: input.reason, details: input.details ?? '' })
      .returning();
    if (!row) throw new Error('report not saved');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReported();
    throw error;
  }
}
