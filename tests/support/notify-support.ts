import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { profiles } from '../../server/db/schema/profiles';
import { readOutbox } from '../../server/mail/outbox-mailer';
import * as adminNotificationsApi from '../../shared/api/admin-notifications';
import * as notificationsApi from '../../shared/api/notifications';
import type { CallInput } from '../../shared/api/operation';
import { callApi } from './http';
import type { TestServer } from './test-server';

// Helpers of the admin-notifications tests: composing, reading the bell's answers, the outbox.

let counter = 0;

/** A valid message in both languages, to `audience`, with a title unique to the test run. */
export function composed(fields: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}-${counter}`;
  return {
    audience: 'everyone',
    title_en: `Community meeting ${tag}`,
    title_uk: `Збори громади ${tag}`,
    body_en: 'We meet on Sunday after the service.\nBring a friend.',
    body_uk: 'Збираємося в неділю після служби.\nПриходьте з друзями.',
    send_email: false,
    ...fields,
  };
}

/** POST /admin/notifications as the person of `cookie`; the tests send valid and invalid bodies alike. */
export const sendAs = (server: TestServer, cookie: string | undefined, body: unknown, lang = 'en') =>
  callApi(server, adminNotificationsApi.sendNotification, {
    cookie,
    body: {} as never,
    invalidBody: body,
    lang,
  });

type SentQuery = CallInput<typeof adminNotificationsApi.listSentNotifications>['query'];
export const sentList = (server: TestServer, cookie: string | undefined, query: SentQuery = {}) =>
  callApi(server, adminNotificationsApi.listSentNotifications, { query, cookie });

export async function unreadOf(server: TestServer, cookie: string): Promise<number> {
  return (await callApi(server, notificationsApi.getUnreadNotifications, { cookie })).body.unread_count;
}

type Notice = { id: string; kind: string; read: boolean; message: Record<string, string> | null };

/** The person's notices that carry the message titled `titleEn`. */
export async function messagesTitled(server: TestServer, cookie: string, titleEn: string): Promise<Notice[]> {
  const page = (await callApi(server, notificationsApi.listNotifications, { cookie, query: { limit: 50 } }))
    .body;
  return (page.items as Notice[]).filter((n) => n.message?.title_en === titleEn);
}

export async function disable(server: TestServer, userId: string) {
  await server.deps.db.update(profiles).set({ disabled: true }).where(eq(profiles.id, userId));
}

export const emailOf = (userId: string) => `${userId}@test.hromada.local`;

/** Mail in the local outbox whose subject contains `text`. */
export async function mailsAbout(server: TestServer, text: string) {
  return (await readOutbox(join(server.deps.env.DATA_DIR, 'outbox'))).filter((m) => m.subject.includes(text));
}

/** Waits until `count` mails about `text` are in the outbox (they are sent after the answer). */
export async function waitForMails(server: TestServer, text: string, count: number) {
  return vi.waitFor(
    async () => {
      const mails = await mailsAbout(server, text);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails so far`);
      return mails;
    },
    { timeout: 10_000, interval: 100 },
  );
}
