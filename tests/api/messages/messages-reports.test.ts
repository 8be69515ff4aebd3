import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit-log';
import * as adminReportsApi from '../../../shared/api/admin-reports';
import * as messagesApi from '../../../shared/api/messages';
import { signedInPerson } from '../../support/factories';
import { messagesFixture } from '../../support/messages-support';
import { setupTestServer } from '../../support/setup-server';

// Reporting a message (issue 21): it joins the moderators' queue, and only then may an admin read its
// conversation; admins read no other conversation.

const shared = setupTestServer(async (server) => ({
  ...(await messagesFixture(server)),
  admin: await signedInPerson(server, 'admin'),
}));

describe('reporting a message', () => {
  it('puts it in the moderators’ queue and lets an admin read that conversation, and no other', async () => {
    const { api, conversation, reply, admin, server } = shared;
    const talk = await conversation('Hello, is the bike still for sale?');
    const rude = await reply(talk.seller, talk.id, 'Send the deposit to my card first or forget it');
    const quiet = await conversation('Unreported conversation');

    expect(
      (await api(adminReportsApi.getReportedConversation, admin, { params: { id: talk.id } })).status,
    ).toBe(404);
    const own = await api(messagesApi.reportMessage, talk.buyer, {
      params: { id: talk.first.id },
      body: { reason: 'scam' },
    });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('CANNOT_REPORT_OWN_MESSAGE');
    const stranger = await shared.person();
    expect(
      (
        await api(messagesApi.reportMessage, stranger, {
          params: { id: rude.body.message.id },
          body: { reason: 'scam' },
        })
      ).status,
    ).toBe(404);
    const noDetails = await api(messagesApi.reportMessage, talk.buyer, {
      params: { id: rude.body.message.id },
      body: { reason: 'other' },
      lang: 'uk',
    });
    expect(noDetails.status).toBe(400);
    expect(noDetails.body.error.fields.details).toBe('Розкажіть, що не так із цим повідомленням');

    const report = await api(messagesApi.reportMessage, talk.buyer, {
      params: { id: rude.body.message.id },
      body: {
        reason: 'scam',
      },
    });
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({ message_id: rude.body.message.id, reason: 'scam' });
    const again = await api(messagesApi.reportMessage, talk.buyer, {
      params: { id: rude.body.message.id },
      body: {
        reason: 'spam',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('MESSAGE_ALREADY_REPORTED');

    const queue = await api(adminReportsApi.listReportedMessages, admin);
    expect(queue.status).toBe(200);
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        message_id: rude.body.message.id,
        message_body: 'Send the deposit to my card first or forget it',
        conversation_id: talk.id,
        sender_id: talk.seller.id,
        reason: 'scam',
        ad_title: talk.ad.title,
      }),
    );
    expect((await api(adminReportsApi.listReportedMessages, talk.buyer)).status).toBe(403);
    expect((await api(adminReportsApi.listReportedMessages)).status).toBe(401);

    const read = await api(adminReportsApi.getReportedConversation, admin, { params: { id: talk.id } });
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello, is the bike still for sale?',
      'Send the deposit to my card first or forget it',
    ]);
    expect(read.body.people.map((p: { id: string }) => p.id).sort()).toEqual(
      [talk.buyer.id, talk.seller.id].sort(),
    );
    expect(read.text).not.toContain('@test.hromada.local');
    const audited = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.entityId, talk.id)));
    expect(audited).toHaveLength(1);

    // Not a reported conversation: neither through the admin route nor the people's own.
    expect(
      (await api(adminReportsApi.getReportedConversation, admin, { params: { id: quiet.id } })).status,
    ).toBe(404);
    expect((await api(messagesApi.getConversation, admin, { params: { id: quiet.id } })).status).toBe(404);
    expect((await api(messagesApi.getConversation, admin, { params: { id: talk.id } })).status).toBe(404);
    // A member who is not an admin gets 403 on the admin route, even for their own conversation.
    expect(
      (await api(adminReportsApi.getReportedConversation, talk.buyer, { params: { id: talk.id } })).status,
    ).toBe(403);

    const dismissed = await api(adminReportsApi.dismissMessageReports, admin, {
      params: { id: rude.body.message.id },
    });
    expect(dismissed.body).toEqual({ message_id: rude.body.message.id, closed_reports: 1 });
    expect(
      (await api(adminReportsApi.getReportedConversation, admin, { params: { id: talk.id } })).status,
    ).toBe(404);
    const after = await api(adminReportsApi.listReportedMessages, admin);
    expect(after.body.items.map((i: { message_id: string }) => i.message_id)).not.toContain(
      rude.body.message.id,
    );
  });
});
