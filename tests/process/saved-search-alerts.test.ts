import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox-mailer';
import * as moderationApi from '../../shared/api/moderation';
import * as notificationsApi from '../../shared/api/notifications';
import * as savedSearchesApi from '../../shared/api/saved-searches';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../support/factories';
import { callApi } from '../support/http';
import { adsMailed } from '../support/saved-search-support';
import { type ServerProcess, serverDataDir, startServerProcess } from '../support/server-process';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// Two real server processes on one database (issue 21): both start the saved-search alerts job and
// both are asked for a pass when a moderator approves ads on them at the same moment; each ad
// reaches each searcher once, as one notice and one mail.

const SECRET = 'saved-search-processes-test-secret-long';
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
const dataDir = serverDataDir();

beforeAll(async () => {
  database = await openTestDatabase();
  const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET };
  [a, b] = await Promise.all([startServerProcess(env, { dataDir }), startServerProcess(env, { dataDir })]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

const person = async (role: 'admin' | 'user' = 'user') => {
  const { id } = await createUser(database.db, { role, createdAt: new Date(Date.now() - 365 * 86_400_000) });
  return { id, cookie: await sessionCookie(database.db, SECRET, id) };
};

describe('two server processes', () => {
  it('alert each searcher once per ad approved on either', async () => {
    const { db } = database;
    const city = await createCity(db);
    const category = await categoryBySlug(db, 'services');
    const admin = await person('admin');
    const seller = await person();
    const searchers = [await person(), await person(), await person()];
    const word = `zqproc${Date.now().toString(36).replace(/\d/g, '')}`;
    for (const [i, searcher] of searchers.entries()) {
      const saved = await callApi(i % 2 ? a : b, savedSearchesApi.createSavedSearch, {
        cookie: searcher.cookie,
        body: { q: word, filters: { city: city.id }, frequency: 'instant' },
      });
      expect(saved.status, saved.text).toBe(201);
    }
    const ads = [];
    for (let i = 0; i < 10; i++)
      ads.push(
        await createAd(db, {
          userId: seller.id,
          cityId: city.id,
          categoryId: category.id,
          title: `${word} ${i}`,
          status: 'pending',
        }),
      );
    const ids = ads.map((ad) => ad.id);
    const approve = (server: ServerProcess, some: string[]) =>
      callApi(server, moderationApi.moderateAds, {
        cookie: admin.cookie,
        body: { ids: some, status: 'approved' },
      });
    const answers = await Promise.all([approve(a, ids.slice(0, 5)), approve(b, ids.slice(5))]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);

    const alertsOf = async (searcher: { cookie: string }) =>
      (
        (
          await callApi(a, notificationsApi.listNotifications, {
            query: { limit: 50 },
            cookie: searcher.cookie,
          })
        ).body.items as {
          kind: string;
          ad_id: string;
        }[]
      ).filter((n) => n.kind === 'saved_search_match');
    // Well within the job's minute: a pass asked for while the other process ran one runs soon after.
    const deadline = Date.now() + 30_000;
    while ((await alertsOf(searchers[2] ?? admin)).length < ids.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    // Both workers have had time for more passes (each pass is asked for, and one a minute).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await alertsOf(searchers[2] ?? admin)).length).toBe(ids.length);
    const outbox = await readOutbox(join(dataDir, 'outbox'));
    for (const searcher of searchers) {
      const notices = await alertsOf(searcher);
      expect(notices.map((n) => n.ad_id).sort()).toEqual([...ids].sort());
      const mails = outbox.filter((mail) => mail.to === `${searcher.id}@test.hromada.local`);
      expect(adsMailed(mails)).toEqual([...ids].sort());
    }
  }, 120_000);
});
