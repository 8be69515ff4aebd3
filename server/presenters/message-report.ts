import type { OwnMessageReport, ReportedMessage } from '../../shared/schemas/message-reports';
import type { ReportedMessageRow } from '../services/messages/moderate-messages';
import type { MessageReportRow } from '../services/messages/report-message';

const iso = (value: Date | string) => new Date(value).toISOString();

export const presentOwnMessageReport = (row: MessageReportRow): OwnMessageReport => ({
  id: row.id,
  message_id: row.messageId,
  reason: row.reason,
  details: row.details,
  created_at: iso(row.createdAt),
});

export const presentReportedMessage = (row: ReportedMessageRow): ReportedMessage => ({
  report_id: row.reportId,
  reason: row.reason,
  details: row.details,
  reported_at: iso(row.reportedAt),
  reporter_display_name: row.reporterName ?? '',
  message_id: row.messageId,
  message_body: row.body,
  sender_id: row.senderId,
  sender_display_name: row.senderName ?? '',
  conversation_id: row.conversationId,
  ad_title: row.adTitle,
});
