import { execFile } from 'node:child_process';
import sharp from 'sharp';
import type { Db } from '../../server/db/client';
import * as adsApi from '../../shared/api/ads';
import * as moderationApi from '../../shared/api/moderation';
import { apiPath } from '../../shared/api/operation';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from './factories';
import { callApi } from './http';

/** `npm run backup` or `npm run restore` in a process of its own: its exit code and what it printed. */
export function runBackupTool(
  tool: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/cli/${tool}.ts`, ...args],
      // Nothing of the test run's own configuration leaks into the tool's: unset means unset.
      { env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** Waits until `list` (filled by writers running meanwhile) has `count` entries, for at most a minute. */
async function waitForEntries(list: unknown[], count: number, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (list.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${list.length} ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

export interface AcknowledgedAd {
  id: string;
  imagePath: string;
  /** When the last of its writes (creation, photo, approval) was answered. */
  at: number;
}

const photo = (i: number) =>
  sharp({ create: { width: 40 + (i % 50), height: 30, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();

/**
 * People who post ads with a photo through the server's API while an admin approves each one, until
 * stop() is called: every ad whose three writes were all answered is acknowledged.
 */
export async function startAdWriters(server: { url: string }, db: Db, secret: string) {
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'services');
  const admin = await createUser(db, { role: 'admin' });
  const adminCookie = await sessionCookie(db, secret, admin.id);
  // Uploads are limited per person and hour: each person posts a few ads at most.
  const people = await Promise.all(
    Array.from({ length: 30 }, async () => sessionCookie(db, secret, (await createUser(db)).id)),
  );
  const acknowledged: AcknowledgedAd[] = [];
  let stopped = false;
  let next = 0;
  const postOne = async (n: number) => {
    const cookie = people[n % people.length];
    const body = { title: `Backup round trip ad ${n}`, category_id: category.id, city_id: city.id };
    const created = await callApi(server, adsApi.createAd, { cookie, body });
    if (created.status !== 201) return;
    const id = created.body.id as string;
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await photo(n))], { type: 'image/png' }), `p${n}.png`);
    const upload = await fetch(`${server.url}${apiPath(adsApi.setAdImages, { params: { id } })}`, {
      method: 'POST',
      headers: { cookie: cookie ?? '' },
      body: form,
    });
    if (upload.status !== 200) return;
    const [image] = (await upload.json()) as { storage_path: string }[];
    const approval = { params: { id }, cookie: adminCookie, body: { status: 'approved' as const } };
    if ((await callApi(server, moderationApi.moderateAd, approval)).status !== 200) return;
    acknowledged.push({ id, imagePath: image?.storage_path ?? '', at: Date.now() });
  };
  const writer = async () => {
    while (!stopped) await postOne(next++).catch(() => undefined);
  };
  const writers = [writer(), writer()];
  return {
    city,
    acknowledged,
    waitFor: (count: number) => waitForEntries(acknowledged, count, 'ads acknowledged'),
    async stop() {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

/** Every approved ad id of the city's public listing, page by page. */
export async function listedAdIds(server: { url: string }, cityId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi(server, adsApi.listAds, { query: { city: cityId, limit: 100, cursor } });
    if (page.status !== 200) throw new Error(`listing answered ${page.status}`);
    ids.push(...page.body.items.map((ad: { id: string }) => ad.id));
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

/** The file_upload allowance is 20 an hour per person: each owner replaces their photo fewer times. */
const REPLACEMENTS_PER_OWNER = 19;

/**
 * Owners of `ads` approved ads who each give their ad a photo and then replace it, over and over,
 * through the server's API (every replacement removes the files of the photo before), until stop()
 * or their upload allowance runs out. `replacedAt` has the time of every answered replacement.
 */
export async function startPhotoReplacers(server: { url: string }, db: Db, secret: string, ads: number) {
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'services');
  const owners = await Promise.all(
    Array.from({ length: ads }, async () => {
      const owner = await createUser(db);
      const ad = await createAd(db, { userId: owner.id, cityId: city.id, categoryId: category.id });
      return { adId: ad.id, cookie: await sessionCookie(db, secret, owner.id), uploads: 0 };
    }),
  );
  const replacedAt: number[] = [];
  let stopped = false;
  let next = 0;
  const replaceOne = async (n: number) => {
    const owner = owners[n % owners.length];
    if (!owner || owner.uploads >= REPLACEMENTS_PER_OWNER) return;
    owner.uploads++;
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await photo(n))], { type: 'image/png' }), `p${n}.png`);
    const res = await fetch(`${server.url}${apiPath(adsApi.setAdImages, { params: { id: owner.adId } })}`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: form,
    });
    await res.arrayBuffer();
    if (res.status === 200) replacedAt.push(Date.now());
  };
  const replacer = async () => {
    while (!stopped && owners.some((owner) => owner.uploads < REPLACEMENTS_PER_OWNER))
      await replaceOne(next++).catch(() => undefined);
  };
  const replacers = Array.from({ length: 4 }, replacer);
  return {
    replacedAt,
    waitFor: (count: number) => waitForEntries(replacedAt, count, 'photos replaced'),
    async stop() {
      stopped = true;
      await Promise.all(replacers);
    },
  };
}
