import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../../server/db/schema/audit-log';
import { notifications } from '../../../../server/db/schema/notifications';
import { profiles } from '../../../../server/db/schema/profiles';
import * as notificationsApi from '../../../../shared/api/notifications';
import {
  categoryBySlug,
  createAd,
  createCity,
  createUser,
  signedInAdmin,
  signedInPerson,
} from '../../../support/factories';
import { callApi } from '../../../support/http';
import {
  composed,
  disable,
  emailOf,
  mailsAbout,
  messagesTitled,
  sendAs,
  sentList,
  unreadOf,
  waitForMails,
} from '../../../support/notify-support';
import { setupTestServer } from '../../../support/setup-server';

// Who an admin's notification reaches, how it shows in their bell, read counts, mail and audit.

const shared = setupTestServer(async (server) => ({
  ...(await signedInAdmin(server)),
  jobsId: (await categoryBySlug(server.deps.db, 'jobs')).id,
}));

const send = async (body: ReturnType<typeof composed>) => {
  const res = await sendAs(shared.server, shared.admin.cookie, body);
  expect(res.status).toBe(201);
  return res.body as { id: string; recipient_count: number };
};

/** Who received the broadcast, read from the database (disabled people cannot ask for themselves). */
const recipientsOf = async (broadcastId: string) =>
  (
    await shared.server.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.broadcastId, broadcastId))
  ).map((row) => row.userId);

describe('who receives it', () => {
  it('everyone: every active person once, nobody disabled', async () => {
    const [a, b] = [await signedInPerson(shared.server), await signedInPerson(shared.server)];
    const gone = await createUser(shared.server.deps.db);
    await disable(shared.server, gone.id);
    const activeIds = async () =>
      (
        await shared.server.deps.db
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.disabled, false))
      ).map((p) => p.id);
    const before = await activeIds();
    const [unreadA, unreadB] = [
      await unreadOf(shared.server, a.cookie),
      await unreadOf(shared.server, b.cookie),
    ];

    const body = composed({ audience: 'everyone' });
    const sent = await send(body);
    const recipients = await recipientsOf(sent.id);
    expect(recipients).toHaveLength(sent.recipient_count);
    expect(new Set(recipients).size).toBe(recipients.length);
    // Other test files share a PostgreSQL database: count only who was active before and still is.
    const stillActive = new Set(await activeIds());
    expect(recipients).toEqual(expect.arrayContaining(before.filter((id) => stillActive.has(id))));
    expect(recipients).toContain(shared.admin.id);
    expect(recipients).not.toContain(gone.id);
    expect(await unreadOf(shared.server, a.cookie)).toBe(unreadA + 1);
    expect(await unreadOf(shared.server, b.cookie)).toBe(unreadB + 1);
  });

  it('a city’s members: exactly the active people with an ad in that city, in any status', async () => {
    const { db } = shared.server.deps;
    const [city, elsewhere] = [await createCity(db), await createCity(db)];
    const seller = await createUser(db);
    const waiting = await createUser(db);
    const outsider = await createUser(db);
    const gone = await createUser(db);
    await createUser(db); // no ads at all
    await createAd(db, { userId: seller.id, cityId: city.id, categoryId: shared.jobsId });
    await createAd(db, { userId: seller.id, cityId: city.id, categoryId: shared.jobsId }); // still once
    await createAd(db, { userId: waiting.id, cityId: city.id, categoryId: shared.jobsId, status: 'pending' });
    await createAd(db, { userId: outsider.id, cityId: elsewhere.id, categoryId: shared.jobsId });
    await createAd(db, { userId: gone.id, cityId: city.id, categoryId: shared.jobsId });
    await disable(shared.server, gone.id);

    const sent = await send(composed({ audience: 'city', city_id: city.id }));
    expect(sent.recipient_count).toBe(2);
    expect((await recipientsOf(sent.id)).sort()).toEqual([seller.id, waiting.id].sort());
  });

  it('one person: only them, in their list, unread, with the text in both languages', async () => {
    const reader = await signedInPerson(shared.server);
    const bystander = await signedInPerson(shared.server);
    const body = composed({ audience: 'person', recipient_id: reader.id, city_id: null });
    const sent = await send(body);
    expect(sent.recipient_count).toBe(1);
    expect(await recipientsOf(sent.id)).toEqual([reader.id]);
    expect(await unreadOf(shared.server, reader.cookie)).toBe(1);
    expect(await unreadOf(shared.server, bystander.cookie)).toBe(0);
    const notices = await messagesTitled(shared.server, reader.cookie, body.title_en);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'message',
        read: false,
        message: {
          title_en: body.title_en,
          title_uk: body.title_uk,
          body_en: body.body_en,
          body_uk: body.body_uk,
        },
      }),
    ]);
  });
});

describe('reading it', () => {
  it('marking read lowers the reader’s count and raises the sent list’s read count', async () => {
    const [a, b] = [await signedInPerson(shared.server), await signedInPerson(shared.server)];
    const city = await createCity(shared.server.deps.db);
    for (const p of [a, b])
      await createAd(shared.server.deps.db, { userId: p.id, cityId: city.id, categoryId: shared.jobsId });
    const body = composed({ audience: 'city', city_id: city.id });
    const sent = await send(body);
    const readCount = async () =>
      (
        (await sentList(shared.server, shared.admin.cookie, { limit: 50 })).body.items as {
          id: string;
          read_count: number;
        }[]
      ).find((s) => s.id === sent.id)?.read_count;
    expect(await readCount()).toBe(0);

    const [notice] = await messagesTitled(shared.server, a.cookie, body.title_en);
    const read = await callApi(shared.server, notificationsApi.markNotificationsRead, {
      body: { ids: [notice?.id as string] },
      cookie: a.cookie,
    });
    expect(read.body.unread_count).toBe(0);
    expect(await readCount()).toBe(1);
    expect(await unreadOf(shared.server, b.cookie)).toBe(1);

    await callApi(shared.server, notificationsApi.markNotificationsRead, { body: {}, cookie: b.cookie });
    expect(await unreadOf(shared.server, b.cookie)).toBe(0);
    expect(await readCount()).toBe(2);
  });
});

describe('mail and audit', () => {
  it('mails each recipient in Ukrainian then English only when asked', async () => {
    const reader = await signedInPerson(shared.server);
    const quiet = composed({ audience: 'person', recipient_id: reader.id, send_email: false });
    const loud = composed({ audience: 'person', recipient_id: reader.id, send_email: true });
    await send(quiet);
    await send(loud);
    const [mail] = await waitForMails(shared.server, loud.title_uk, 1);
    expect(mail?.to).toBe(emailOf(reader.id));
    expect(mail?.subject).toContain(loud.title_en);
    const text = mail?.text ?? '';
    expect(text.indexOf(loud.body_uk)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(loud.body_uk)).toBeLessThan(text.indexOf(loud.body_en));
    expect(text).toContain(shared.server.url);
    expect(await mailsAbout(shared.server, quiet.title_uk)).toEqual([]);
    // The mail does not stand in for the bell: the notice is there and unread.
    expect(await unreadOf(shared.server, reader.cookie)).toBe(2);
  });

  it('mails every member of a larger audience, batch after batch', async () => {
    const city = await createCity(shared.server.deps.db);
    const people = [];
    for (let i = 0; i < 55; i++) {
      const p = await createUser(shared.server.deps.db);
      await createAd(shared.server.deps.db, { userId: p.id, cityId: city.id, categoryId: shared.jobsId });
      people.push(p.id);
    }
    const body = composed({ audience: 'city', city_id: city.id, send_email: true });
    expect((await send(body)).recipient_count).toBe(55);
    const mails = await waitForMails(shared.server, body.title_uk, 55);
    expect(mails.map((m) => m.to).sort()).toEqual(people.map(emailOf).sort());
  });

  it('writes an audit row in the same change', async () => {
    const reader = await signedInPerson(shared.server);
    const body = composed({ audience: 'person', recipient_id: reader.id });
    const sent = await send(body);
    const rows = await shared.server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.send'), eq(auditLog.entityId, sent.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: shared.admin.id,
      entityType: 'notification_broadcast',
      before: null,
      after: expect.objectContaining({
        audience: 'person',
        recipient_id: reader.id,
        title_en: body.title_en,
        recipient_count: 1,
        send_email: false,
      }),
    });
  });
});
