import { describe, expect, it } from 'vitest';
import {
  categoryBySlug,
  createAd,
  createCity,
  createUser,
  signedInAdmin,
  signedInPerson,
} from '../../../support/factories';
import {
  composed,
  disable,
  messagesTitled,
  sendAs,
  sentList,
  unreadOf,
  waitForMails,
} from '../../../support/notify-support';
import { setupTestServer } from '../../../support/setup-server';

// Admin notifications: who may send and list them, what a message may hold, and the sent list.

const shared = setupTestServer(async (server) => ({
  ...(await signedInAdmin(server)),
  person: await signedInPerson(server),
}));

type Sent = { id: string; title_en: string; [key: string]: unknown };
const sentItems = async (query = { limit: 50 }): Promise<Sent[]> =>
  (await sentList(shared.server, shared.admin.cookie, query)).body.items;

describe('who may send and list notifications', () => {
  it('refuses visitors with 401 and other people with 403, even for a malformed message', async () => {
    const body = composed({ audience: 'person', recipient_id: shared.person.id });
    expect((await sendAs(shared.server, undefined, body)).status).toBe(401);
    expect((await sendAs(shared.server, undefined, { audience: 'nobody' })).status).toBe(401);
    expect((await sentList(shared.server, undefined)).status).toBe(401);
    expect((await sentList(shared.server, undefined, { limit: 0 })).status).toBe(401);
    const refused = await sendAs(shared.server, shared.person.cookie, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect((await sendAs(shared.server, shared.person.cookie, { audience: 'nobody' })).status).toBe(403);
    expect((await sentList(shared.server, shared.person.cookie)).status).toBe(403);
    expect(await unreadOf(shared.server, shared.person.cookie)).toBe(0);
    expect((await sentItems()).map((s) => s.title_en)).not.toContain(body.title_en);
  });
});

describe('what a message may hold', () => {
  const refusedWith = async (body: unknown, lang = 'en') => {
    const res = await sendAs(shared.server, shared.admin.cookie, body, lang);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    return res.body.error as { message: string; fields: Record<string, string> };
  };

  it('needs both titles and both bodies, within their lengths, with a message per field', async () => {
    const { title_uk: _, ...noUkrainianTitle } = composed();
    expect((await refusedWith(noUkrainianTitle)).fields).toEqual({ title_uk: 'Write a title' });
    const inUkrainian = await refusedWith(noUkrainianTitle, 'uk');
    expect(inUkrainian.message).toBe('Напишіть заголовок');
    expect((await refusedWith(composed({ body_en: '   ' }))).fields).toEqual({
      body_en: 'Write the message',
    });
    expect((await refusedWith(composed({ title_en: '<b> </b>' }))).fields.title_en).toBe('Write a title');
    expect((await refusedWith(composed({ title_uk: 'я'.repeat(121) }))).fields.title_uk).toBe(
      'The title is too long (at most 120 characters)',
    );
    expect((await refusedWith(composed({ body_uk: 'a'.repeat(2001) }))).fields.body_uk).toBe(
      'The message is too long (at most 2,000 characters)',
    );
  });

  it('needs the city for a city’s members and the person for one person', async () => {
    expect((await refusedWith(composed({ audience: 'city' }))).fields).toEqual({ city_id: 'Choose a city' });
    expect((await refusedWith(composed({ audience: 'city', city_id: 'Lviv' }))).fields).toEqual({
      city_id: 'Choose a city',
    });
    expect((await refusedWith(composed({ audience: 'person', recipient_id: '' }))).fields).toEqual({
      recipient_id: 'Choose a person',
    });
    expect((await refusedWith(composed({ audience: 'all' }))).fields).toEqual({
      audience: 'Choose who receives it',
    });
    expect((await refusedWith(composed({ send_email: 'yes' }))).fields).toHaveProperty('send_email');
    expect((await refusedWith(composed({ kind: 'ad_approved' }))).fields).toHaveProperty('kind');
  });

  it('answers 404 for a person or city that does not exist, and writes nothing', async () => {
    const toNobody = composed({ audience: 'person', recipient_id: 'no-such-person' });
    const res = await sendAs(shared.server, shared.admin.cookie, toNobody);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const toNowhere = composed({ audience: 'city', city_id: crypto.randomUUID() });
    expect((await sendAs(shared.server, shared.admin.cookie, toNowhere)).status).toBe(404);
    const titles = (await sentItems()).map((s) => s.title_en);
    expect(titles).not.toContain(toNobody.title_en);
    expect(titles).not.toContain(toNowhere.title_en);
  });

  it('refuses a message nobody would receive, with a clear message, and writes nothing', async () => {
    const empty = await createCity(shared.server.deps.db);
    const toEmptyCity = composed({ audience: 'city', city_id: empty.id });
    const city = await refusedWith(toEmptyCity);
    expect(city.fields).toEqual({
      city_id:
        'Nobody would receive it: no active account has posted an ad in this city. Choose another city or audience.',
    });
    const gone = await createUser(shared.server.deps.db);
    await disable(shared.server, gone.id);
    const toDisabled = composed({ audience: 'person', recipient_id: gone.id });
    expect((await refusedWith(toDisabled, 'uk')).message).toBe(
      'Цей обліковий запис вимкнено, тож людина не зможе прочитати сповіщення.',
    );
    const titles = (await sentItems()).map((s) => s.title_en);
    expect(titles).not.toContain(toEmptyCity.title_en);
    expect(titles).not.toContain(toDisabled.title_en);
  });

  it('removes markup and control characters, keeps line breaks', async () => {
    const body = composed({
      audience: 'person',
      recipient_id: shared.person.id,
      title_en: ' <b>Choir</b>  practice\u0000 ',
      title_uk: '<script>alert(1)</script>Репетиція <i>хору</i>',
      body_en:
        '<p>Line one</p>\r\n<img src=x onerror=alert(1)>Line   two\n\n\n\n<a href="javascript:x">Line three</a>',
      body_uk: 'Рядок <style>p{}</style>один\nРядок два',
    });
    const res = await sendAs(shared.server, shared.admin.cookie, body);
    expect(res.status).toBe(201);
    const [notice] = await messagesTitled(shared.server, shared.person.cookie, 'Choir practice');
    expect(notice?.message).toEqual({
      title_en: 'Choir practice',
      title_uk: 'Репетиція хору',
      body_en: 'Line one\nLine two\n\nLine three',
      body_uk: 'Рядок один\nРядок два',
    });
  });
});

describe('the sent list', () => {
  it('shows each sent notification newest first, with its audience, counts and sender', async () => {
    const { db } = shared.server.deps;
    const city = await createCity(db, `Sent list city ${Date.now()}`);
    const jobs = await categoryBySlug(db, 'jobs');
    await createAd(db, { userId: shared.person.id, cityId: city.id, categoryId: jobs.id });
    const toCity = composed({ audience: 'city', city_id: city.id, send_email: true });
    const toPerson = composed({ audience: 'person', recipient_id: shared.person.id });
    const first = await sendAs(shared.server, shared.admin.cookie, toCity);
    const second = await sendAs(shared.server, shared.admin.cookie, toPerson);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), recipient_count: 1 });
    expect(second.body.recipient_count).toBe(1);
    await waitForMails(shared.server, toCity.title_uk, 1);

    const res = await sentList(shared.server, shared.admin.cookie, { limit: 50 });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const mine = (res.body.items as Sent[]).filter((s) => [first.body.id, second.body.id].includes(s.id));
    expect(mine.map((s) => s.id)).toEqual([second.body.id, first.body.id]);
    const adminName = (await db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, shared.admin.id) }))
      ?.displayName;
    const personName = (
      await db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, shared.person.id) })
    )?.displayName;
    expect(mine[1]).toEqual({
      id: first.body.id,
      audience: 'city',
      city: { id: city.id, name: city.name, name_uk: null },
      recipient: null,
      title_en: toCity.title_en,
      title_uk: toCity.title_uk,
      body_en: toCity.body_en,
      body_uk: toCity.body_uk,
      send_email: true,
      recipient_count: 1,
      read_count: 0,
      sender: { id: shared.admin.id, display_name: adminName },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mine[0]).toMatchObject({
      audience: 'person',
      city: null,
      recipient: { id: shared.person.id, display_name: personName },
      send_email: false,
    });
  });

  it('pages, and refuses a malformed page', async () => {
    await sendAs(
      shared.server,
      shared.admin.cookie,
      composed({ audience: 'person', recipient_id: shared.person.id }),
    );
    await sendAs(
      shared.server,
      shared.admin.cookie,
      composed({ audience: 'person', recipient_id: shared.person.id }),
    );
    const page = await sentList(shared.server, shared.admin.cookie, { limit: 1 });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.has_more).toBe(true);
    expect(
      (await sentList(shared.server, shared.admin.cookie, { limit: 1, offset: 1 })).body.items,
    ).toHaveLength(1);
    for (const query of [{ limit: 0 }, { limit: 51 }, { offset: -1 }, { limit: 'abc' }]) {
      expect((await sentList(shared.server, shared.admin.cookie, query as never)).status).toBe(400);
    }
  });
});
