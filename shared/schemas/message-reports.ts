import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { ReportDetails } from './reports';

/** Why a person reports a message; 'other' needs their own words. */
export const MESSAGE_REPORT_REASONS = ['spam', 'scam', 'offensive', 'prohibited', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

const msg = (key: ValidationKey) => ({ message: key });

export const MessageReportInput = z
  .strictObject({
    reason: z.enum(MESSAGE_REPORT_REASONS, msg('messageReportReasonInvalid')),
    details: ReportDetails.optional().meta({ description: "Required with the reason 'other'" }),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'messageReportDetailsRequired' });
  })
  .meta({ id: 'MessageReportInput' });
export type MessageReportInput = z.input<typeof MessageReportInput>;

export const OwnMessageReport = z
  .object({
    id: z.uuid(),
    message_id: z.uuid(),
    reason: z.enum(MESSAGE_REPORT_REASONS),
    details: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OwnMessageReport', description: "The caller's report of a message, as sent" });
export type OwnMessageReport = z.infer<typeof OwnMessageReport>;

export const ReportedMessage = z
  .object({
    report_id: z.uuid(),
    reason: z.enum(MESSAGE_REPORT_REASONS),
    details: z.string(),
    reported_at: z.iso.datetime({ offset: true }),
    reporter_display_name: z.string(),
    message_id: z.uuid(),
    message_body: z.string().meta({ description: 'Plain text, as typed' }),
    sender_id: z.string(),
    sender_display_name: z.string(),
    conversation_id: z.uuid(),
    ad_title: z.string(),
  })
  .meta({ id: 'ReportedMessage', description: 'An open report of a message, in the moderators’ queue' });
export type ReportedMessage = z.infer<typeof ReportedMessage>;

export const ReportedMessagesPage = z
  .object({ items: z.array(ReportedMessage), total: z.number().int() })
  .meta({ id: 'ReportedMessagesPage' });
export type ReportedMessagesPage = z.infer<typeof ReportedMessagesPage>;

export const MessageReportsClosed = z
  .object({ message_id: z.uuid(), closed_reports: z.number().int() })
  .meta({ id: 'MessageReportsClosed' });
export type MessageReportsClosed = z.infer<typeof MessageReportsClosed>;
