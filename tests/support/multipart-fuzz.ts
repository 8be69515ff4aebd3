// Bodies for the upload fuzz test (tests/process/upload-crash-proof.test.ts): a valid upload to cut at
// every byte, and seeded random multipart garbage, none of which may be a valid upload.

export type Random = () => number;

/** mulberry32: the same sequence for the same seed, so a failing body can be made again. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, choices: readonly T[]): T =>
  choices[Math.floor(random() * choices.length)] as T;
const below = (random: Random, n: number) => Math.floor(random() * n);
const randomBytes = (random: Random, length: number) =>
  Buffer.from(Array.from({ length }, () => below(random, 256)));
const token = (random: Random, length: number) =>
  Array.from({ length }, () => pick(random, [...'abcdefghijklmnopqrstuvwxyz0123456789-_'])).join('');

export interface MultipartBody {
  contentType: string;
  body: Buffer;
}

/**
 * An `order` entry and one image, ending with the closing boundary and nothing after it: every
 * shorter prefix of the body is a form cut off.
 */
export function uploadBody(image: Buffer, boundary = 'fuzzboundary'): MultipartBody {
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="order"\r\n\r\nnew:0\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

function garbagePart(random: Random, boundary: string, image: Buffer): Buffer {
  const name = pick(random, ['images', 'images', 'order', 'other', '', 'images"; x="y', token(random, 300)]);
  const disposition = pick(random, [
    `Content-Disposition: form-data; name="${name}"; filename="${token(random, 8)}.png"`,
    `Content-Disposition: form-data; name="${name}"`,
    `Content-Disposition: form-data; name=${name}; filename*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE.png`,
    `Content-Disposition: attachment; filename="${token(random, 2000)}"`,
    'Content-Type: image/png',
    `X-${token(random, 12)}: ${randomBytes(random, 40).toString('latin1')}`,
    randomBytes(random, below(random, 200)).toString('latin1'),
  ]);
  const separator = pick(random, ['\r\n\r\n', '\r\n\r\n', '\r\n', '\n\n', '']);
  const content = pick(random, [
    () => randomBytes(random, below(random, 3000)),
    () => Buffer.concat([image.subarray(0, 16), randomBytes(random, below(random, 500))]), // a PNG's header, then noise
    () => image.subarray(0, below(random, image.length)), // a PNG cut short
    () =>
      Buffer.from(
        pick(random, ['new:0', 'new:7', 'saved:0b6f3c52-6f0e-4a8e-9d7b-2f1c8a4e5d90', 'x'.repeat(150), '']),
      ),
    () => Buffer.from(`--${boundary}`), // the boundary inside the content
  ])();
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\n${disposition}${separator}`),
    content,
    Buffer.from('\r\n'),
  ]);
}

/** A random body and content type: never a valid upload (no part is a whole image). */
export function garbageUpload(random: Random, image: Buffer): MultipartBody {
  const boundary = pick(random, ['zz', token(random, 1 + below(random, 70)), '"quoted"', token(random, 200)]);
  const contentType = pick(random, [
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    `multipart/form-data; boundary=${token(random, 10)}`,
    'multipart/form-data',
    `multipart/mixed; boundary=${boundary}`,
    'application/octet-stream',
    randomBytes(random, 30)
      .toString('latin1')
      .replace(/[^\x20-\x7e]/g, ''),
  ]);
  const parts = Array.from({ length: below(random, 14) }, () => garbagePart(random, boundary, image));
  const ending = pick(random, [
    `--${boundary}--\r\n`,
    `--${boundary}--`,
    `--${boundary}`,
    '',
    token(random, 50),
  ]);
  const whole = Buffer.concat([
    randomBytes(random, below(random, 3) === 0 ? below(random, 100) : 0),
    ...parts,
    Buffer.from(ending),
  ]);
  const cut = below(random, 3) === 0 ? below(random, whole.length + 1) : whole.length;
  return { contentType, body: whole.subarray(0, cut) };
}
