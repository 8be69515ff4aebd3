import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { adImages, advertisements } from '../../server/db/schema/ads';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';
import { STORAGE_BUCKET } from '../../shared/constants';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../support/factories';
import { callApi } from '../support/http';
import { serverDataDir, startServerProcess } from '../support/server-process';

// kill -9 while people create ads and upload photos: every acknowledged ad and photo is there after
// the next start, no row names a missing file, and the sweep at start leaves no file that no row
// names, no interrupted write, no upload being received (server/services/images/sweep-orphan-images.ts).

const SECRET = 'uploads-after-kill-test-secret-long-enough';
const env = { BETTER_AUTH_SECRET: SECRET };
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every file under dir, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const photo = (i: number) =>
  sharp({ create: { width: 40 + (i % 50), height: 30, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer();

async function uploadPhotos(url: string, adId: string, cookie: string, count: number, seed: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    form.append(
      'images',
      new Blob([new Uint8Array(await photo(seed + i))], { type: 'image/png' }),
      `p${i}.png`,
    );
  }
  const res = await fetch(`${url}${apiPath(adsApi.setAdImages, { params: { id: adId } })}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as { id: string }[]) : null };
}

describe('kill -9 during writes with uploads', () => {
  it('loses no acknowledged ad or photo, and the next start leaves no orphan file', async () => {
    const dir = serverDataDir();
    dirs.push(dir);
    const first = await startServerProcess(env, { dataDir: dir });
    const tool = await openDatabase({ dataDir: dir, shareRunning: true });
    const city = await createCity(tool.db);
    const category = await categoryBySlug(tool.db, 'services');
    // One uploader per person and ad (one upload per person at a time; 20 an hour), others making ads.
    const uploaders = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { id } = await createUser(tool.db);
        const paidUntil = new Date(Date.now() + 86_400_000); // a paid ad holds several photos
        const ad = await createAd(tool.db, {
          userId: id,
          cityId: city.id,
          categoryId: category.id,
          isPaid: true,
          paidUntil,
        });
        return { adId: ad.id, cookie: await sessionCookie(tool.db, SECRET, id) };
      }),
    );
    const adMakers = await Promise.all(
      Array.from({ length: 20 }, async () => sessionCookie(tool.db, SECRET, (await createUser(tool.db)).id)),
    );
    await tool.close();

    let killed = false;
    const acknowledgedAds: string[] = [];
    /** Per ad: the images of its last acknowledged upload, and whether one was in flight at the kill. */
    const photos = new Map<string, { ids: string[]; inFlight: boolean }>();
    let uploadsAcknowledged = 0;
    const uploader = async ({ adId, cookie }: (typeof uploaders)[number], n: number) => {
      for (let round = 0; round < 18 && !killed; round++) {
        const state = photos.get(adId) ?? { ids: [], inFlight: false };
        photos.set(adId, { ...state, inFlight: true });
        const res = await uploadPhotos(first.url, adId, cookie, 1 + ((n + round) % 3), round * 7).catch(
          () => undefined,
        );
        if (res?.status === 200 && res.body) {
          photos.set(adId, { ids: res.body.map((image) => image.id), inFlight: false });
          uploadsAcknowledged++;
        } else if (res) {
          photos.set(adId, { ...state, inFlight: false }); // refused: nothing changed
        }
      }
    };
    let next = 0;
    const adMaker = async () => {
      while (!killed) {
        const n = next++;
        const body = { title: `Kill upload test ad ${n}`, category_id: category.id, city_id: city.id };
        const cookie = adMakers[n % adMakers.length];
        const answer = await callApi(first, adsApi.createAd, { cookie, body }).catch(() => undefined);
        if (answer?.status === 201) acknowledgedAds.push(answer.body.id);
      }
    };
    const writers = [...uploaders.map(uploader), adMaker(), adMaker()];
    const deadline = Date.now() + 60_000;
    while (uploadsAcknowledged < 25 || acknowledgedAds.length < 10) {
      if (Date.now() > deadline) throw new Error(`only ${uploadsAcknowledged} uploads acknowledged`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await first.stop();

    // What a crash can leave, planted too in case the kill fell between uploads: a stored file whose
    // row was never committed, a write cut before its rename, an upload being received.
    const someAd = uploaders[0]?.adId ?? '';
    const adFolder = join(dir, 'storage', STORAGE_BUCKET, 'ads', someAd);
    mkdirSync(adFolder, { recursive: true });
    writeFileSync(join(adFolder, 'lost-0123456789-full.webp'), 'never recorded');
    writeFileSync(join(adFolder, '.tmp-0123456789abcdef'), 'half written');
    mkdirSync(join(dir, 'tmp', 'uploads', 'upload-0123456789abcdef'), { recursive: true });
    writeFileSync(join(dir, 'tmp', 'uploads', 'upload-0123456789abcdef', '0'), 'half received');

    const second = await startServerProcess(env, { dataDir: dir });
    try {
      const check = await openDatabase({ dataDir: dir, shareRunning: true });
      try {
        const ads = await check.db
          .select({ id: advertisements.id })
          .from(advertisements)
          .where(inArray(advertisements.id, acknowledgedAds));
        expect(ads.map((row) => row.id).sort()).toEqual([...acknowledgedAds].sort());

        const rows = await check.db.select().from(adImages).where(ne(adImages.storagePath, '/smallbiz.png'));
        for (const [adId, { ids, inFlight }] of photos) {
          const saved = rows.filter((row) => row.adId === adId).map((row) => row.id);
          const unchanged = saved.length === ids.length && saved.every((id) => ids.includes(id));
          // An upload in flight at the kill may have been committed without its answer arriving: then
          // its photos replaced the acknowledged ones whole.
          const replaced = inFlight && saved.length > 0 && saved.every((id) => !ids.includes(id));
          expect({ adId, unchanged: unchanged || replaced }).toEqual({ adId, unchanged: true });
        }

        const bucket = join(dir, 'storage', STORAGE_BUCKET);
        const prefix = `/media/${STORAGE_BUCKET}/`;
        const named = rows.flatMap((row) => {
          const full = row.storagePath.slice(prefix.length);
          return [full, full.replace(/-full\.webp$/, '-thumb.webp')];
        });
        // No row names a missing file.
        expect(named.filter((key) => !existsSync(join(bucket, key)))).toEqual([]);
        // The sweep at start (in the background) leaves only files that rows name.
        await expect
          .poll(
            () =>
              filesUnder(join(bucket, 'ads'))
                .map((path) => `ads/${path}`)
                .sort(),
            { timeout: 15_000 },
          )
          .toEqual([...named].sort());
        expect(filesUnder(join(dir, 'tmp', 'uploads'))).toEqual([]);
      } finally {
        await check.close();
      }
      expect((await fetch(`${second.url}/health`)).status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);
});
