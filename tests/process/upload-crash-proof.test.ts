import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { adImages } from '../../server/db/schema/ads';
import { uploadTempRoot } from '../../server/services/images/upload-temp-root';
import { defaultStorageRoot } from '../../server/storage/local-storage';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';
import { ERROR_CODES } from '../../shared/error-codes';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../support/factories';
import { canMountSmallDisks, FILLER, mountSmallDisk, type SmallDisk } from '../support/full-disk';
import { garbageUpload, seededRandom, uploadBody } from '../support/multipart-fuzz';
import { rawRequest } from '../support/raw-http';
import { type ServerProcess, serverDataDir, startServerProcess } from '../support/server-process';

// Issue 30, finding 1, against the real server started the default way (one process, embedded
// database): no upload, however broken, ends a process or leaves a file behind, and a full disk is
// answered 507 while the site keeps serving. The upload temp folder and the image storage are small
// disks of their own here (the database stays on the normal disk), filled by the full-disk test.

const SECRET = 'upload-crash-proof-test-secret-long-enough';
const mountable = canMountSmallDisks();
const dir = serverDataDir();
const disks: SmallDisk[] = [];
let server: ServerProcess;
let tool: Database;
let place: { cityId: string; categoryId: string };

beforeAll(async () => {
  if (mountable) {
    disks.push(mountSmallDisk(uploadTempRoot(dir), 2 * 1024 * 1024));
    disks.push(mountSmallDisk(defaultStorageRoot(dir), 2 * 1024 * 1024));
  }
  server = await startServerProcess({ BETTER_AUTH_SECRET: SECRET }, { dataDir: dir });
  tool = await openDatabase({ dataDir: dir, shareRunning: true });
  const city = await createCity(tool.db);
  place = { cityId: city.id, categoryId: (await categoryBySlug(tool.db, 'services')).id };
}, 120_000);
afterAll(async () => {
  try {
    await tool?.close();
    await server?.stop();
  } finally {
    for (const disk of disks) disk.unmount();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A new person (allowed 20 uploads an hour) with a pending ad of theirs, as in the issue. */
async function uploader() {
  const { id } = await createUser(tool.db);
  const ad = await createAd(tool.db, { userId: id, ...place, status: 'pending' });
  return { adId: ad.id, cookie: await sessionCookie(tool.db, SECRET, id) };
}

const processTasks = (pid: number) => readdirSync(`/proc/${pid}/task`);
/** The server's Node processes: its own and any workers' (the database server's are not Node). */
function serverProcesses(): number[] {
  const pid = server.child.pid ?? 0;
  const children = processTasks(pid).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  const isNode = (child: number) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0')[0] === process.execPath;
    } catch {
      return false; // ended meanwhile
    }
  };
  return [pid, ...children.filter(isNode)].sort();
}

/** Every file under dir, dot files included, relative to it; the full-disk fillers are not ours. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith(FILLER))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}
const leftUploads = () => filesUnder(uploadTempRoot(dir));
const storedFiles = () => filesUnder(defaultStorageRoot(dir));

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => agent.destroy());

function postUpload(to: { adId: string; cookie: string }, contentType: string, body: Buffer, lang = 'en') {
  return rawRequest(`${server.url}${apiPath(adsApi.setAdImages, { params: { id: to.adId } })}`, {
    method: 'POST',
    agent,
    headers: {
      cookie: to.cookie,
      'accept-language': lang,
      'content-type': contentType,
      'content-length': String(body.length),
    },
    body,
  });
}

/** /health and the listing, polled until `during` ends: every status seen (0 for no answer). */
async function pollWhile<T>(during: Promise<T>) {
  let done = false;
  const statuses: number[] = [];
  const poll = async (path: string) => {
    while (!done) {
      const res = await fetch(`${server.url}${path}`).catch(() => undefined);
      statuses.push(res?.status ?? 0);
      await res?.arrayBuffer();
    }
  };
  const pollers = [poll('/health'), poll(apiPath(adsApi.listAds))];
  try {
    return { result: await during, statuses };
  } finally {
    done = true;
    await Promise.all(pollers);
  }
}

/** An answer in our error format: `{ error: { code, message } }`, the code one of ours. */
function isOurError(body: Buffer): boolean {
  try {
    const { error } = JSON.parse(body.toString());
    return (ERROR_CODES as readonly string[]).includes(error.code) && /\S/.test(error.message);
  } catch {
    return false;
  }
}

/** People taking turns to upload, a new one every 19 requests: each may upload 20 times an hour. */
function uploaders() {
  let used = 0;
  let current = uploader();
  return () => {
    if (used > 0 && used % 19 === 0) current = uploader();
    used++;
    return current;
  };
}

describe('uploads against the default start', () => {
  it('survives the 131-byte cut-off request of the issue, sent 20 times, serving throughout', async () => {
    const before = serverProcesses();
    const person = uploaders();
    const cutOff = Buffer.from(
      '--zz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nAAAA',
    );
    const { result, statuses } = await pollWhile(
      (async () => {
        const answers = [];
        for (let i = 0; i < 20; i++) {
          const answer = await postUpload(await person(), 'multipart/form-data; boundary=zz', cutOff);
          answers.push({ status: answer.status, error: JSON.parse(answer.body.toString()).error });
        }
        // The polls go on a moment after the last answer, while anything left over would fail.
        await fetch(`${server.url}/health`);
        return answers;
      })(),
    );
    const refused = { status: 400, error: expect.objectContaining({ code: 'VALIDATION_FAILED' }) };
    expect(result).toEqual(Array(20).fill(refused));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(serverProcesses()).toEqual(before);
    expect(leftUploads()).toEqual([]);
  }, 60_000);

  it('answers a valid upload cut at every byte, and random multipart garbage, with a 4xx: no process ends, no file stays', async () => {
    const before = serverProcesses();
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1a6' } })
      .png()
      .toBuffer();
    const valid = uploadBody(image);
    const person = uploaders();
    // The whole body is an upload (so every cut below is one cut short); what it stored stays.
    expect((await postUpload(await person(), valid.contentType, valid.body)).status).toBe(200);
    const storedBefore = storedFiles();

    const bodies = Array.from({ length: valid.body.length }, (_, cut) => ({
      contentType: valid.contentType,
      body: valid.body.subarray(0, cut),
    }));
    const random = seededRandom(30);
    for (let i = 0; i < 300; i++) bodies.push(garbageUpload(random, image));
    const answeredBadly: unknown[] = [];
    const sendAll = async (share: typeof bodies) => {
      const lanePerson = uploaders();
      for (const { contentType, body } of share) {
        const answer = await postUpload(await lanePerson(), contentType, body);
        if (answer.status < 400 || answer.status >= 500 || !isOurError(answer.body)) {
          const sent = body.toString('latin1').slice(0, 200);
          answeredBadly.push({ status: answer.status, answer: answer.body.toString(), contentType, sent });
        }
      }
    };
    const lanes = [0, 1, 2, 3].map((lane) => bodies.filter((_, i) => i % 4 === lane));
    await Promise.all(lanes.map(sendAll));
    // And clients that go away in the middle of a body they announced whole.
    for (let i = 0; i < 20; i++)
      await abandonUpload(await person(), valid, Math.floor((valid.body.length * i) / 20));

    expect(answeredBadly).toEqual([]);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(serverProcesses()).toEqual(before);
    // An abandoned upload ends once the server sees its connection closed.
    await expect.poll(leftUploads, { timeout: 10_000 }).toEqual([]);
    expect(storedFiles()).toEqual(storedBefore);
  }, 180_000);

  it.runIf(mountable)(
    'answers 507 STORAGE_FULL on a full disk, keeps serving, saves nothing, and works once there is room',
    async () => {
      const [temp, storage] = disks as [SmallDisk, SmallDisk];
      const person = await uploader();
      // Noise does not compress: the photo and its variants need several pages of the full disk.
      const noise = Buffer.from(Array.from({ length: 96 * 96 * 3 }, (_, i) => (i * 2654435761) >>> 24));
      const photo = uploadBody(
        await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
          .png()
          .toBuffer(),
      );
      const send = async (lang: string) => {
        const answer = await postUpload(person, photo.contentType, photo.body, lang);
        return { status: answer.status, ...JSON.parse(answer.body.toString()) };
      };
      const rows = () => tool.db.select().from(adImages).where(eq(adImages.adId, person.adId));
      const rowsBefore = await rows();
      const storedBefore = storedFiles();

      // The temp files' disk without room, then without a file or folder to spare (the request's folder
      // cannot be made), then the stored images' disk without room.
      const fullDisks = [() => temp.fill(), () => temp.fillInodes(), () => storage.fill()];
      for (const fill of fullDisks) {
        fill();
        try {
          const { result, statuses } = await pollWhile(
            (async () => ({ en: await send('en'), uk: await send('uk') }))(),
          );
          expect(result).toEqual({
            en: {
              status: 507,
              error: {
                code: 'STORAGE_FULL',
                message:
                  "This could not be saved: the site's storage is full. Nothing was changed; please try again later.",
              },
            },
            uk: {
              status: 507,
              error: {
                code: 'STORAGE_FULL',
                message:
                  'Не вдалося зберегти: сховище сайту заповнене. Нічого не змінено; спробуйте пізніше.',
              },
            },
          });
          expect(statuses.filter((status) => status !== 200)).toEqual([]);
          expect((await fetch(`${server.url}${apiPath(adsApi.listAds)}`)).status).toBe(200);
          expect(await rows()).toEqual(rowsBefore);
          expect(leftUploads()).toEqual([]);
          expect(storedFiles()).toEqual(storedBefore);
        } finally {
          for (const disk of disks) disk.free();
        }
      }
      const saved = await postUpload(person, photo.contentType, photo.body);
      expect(saved.status).toBe(200);
      const [image] = JSON.parse(saved.body.toString());
      const served = await fetch(`${server.url}${image.storage_path}`, {
        headers: { cookie: person.cookie },
      });
      expect(served.status).toBe(200);
      expect(leftUploads()).toEqual([]);
    },
    60_000,
  );
});

/** Announces the whole body, sends its first `sent` bytes and closes the connection. */
async function abandonUpload(
  to: { adId: string; cookie: string },
  upload: ReturnType<typeof uploadBody>,
  sent: number,
) {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const head =
    `POST ${apiPath(adsApi.setAdImages, { params: { id: to.adId } })} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${to.cookie}\r\n` +
    `Content-Type: ${upload.contentType}\r\nContent-Length: ${upload.body.length}\r\n\r\n`;
  const partial = Buffer.concat([Buffer.from(head), upload.body.subarray(0, sent)]);
  await new Promise((resolve) => socket.write(partial, resolve));
  socket.destroy();
}
