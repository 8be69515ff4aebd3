import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { COMMUNITY_AD_MAX_IMAGES, MAX_IMAGES_PER_UPLOAD } from '../../shared/constants';
import { AppError } from '../core/app-error';
import { imageOrderRefused, noImageChosen } from '../services/images/image-order';
import { ImageRejectedError } from '../services/images/process-image';
import { discardRest } from './discard-rest';

// The multipart body of an upload (POST /ads/{id}/images), streamed: each file straight to a file of
// its own under DATA_DIR/tmp/uploads, so no request holds its files in memory (services/images/upload-limits.ts).
// Every limit is checked while the body arrives; the first one passed ends the reading.

/** An uploaded file, on disk until the request's form is cleaned up. */
export interface ReceivedFile {
  name: string;
  path: string;
}

export interface UploadForm {
  /** The `images` files, in the order sent. */
  files: ReceivedFile[];
  /** The `order` entries, or undefined when none was sent. */
  order: string[] | undefined;
  /** Removes the files. */
  cleanup(): Promise<void>;
}

export interface UploadFormLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxBodyBytes: number;
}

/** `order` entries are `saved:<uuid>` or `new:<n>`; anything longer is no entry. */
const MAX_ORDER_ENTRY_LENGTH = 100;
/** Room for an `order` entry for every image any ad may have (and other small fields, which are ignored). */
const MAX_FIELDS = COMMUNITY_AD_MAX_IMAGES + MAX_IMAGES_PER_UPLOAD;

/**
 * Reads the body as multipart/form-data into files under `tempRoot`. Refuses: not multipart (400),
 * a file over `maxFileBytes` (413 IMAGE_TOO_LARGE), more than `maxFiles` files (413 TOO_MANY_IMAGES),
 * a body over `maxBodyBytes` (413 IMAGE_TOO_LARGE), an `order` entry too long or too many fields
 * (400), a malformed or cut-off body or one the client stopped sending (400). A disk error while
 * writing the files is thrown as it is (a full disk answers 507: storage/storage-full.ts). After a
 * refusal the rest of the body is read and dropped meanwhile (up to a limit), so a client that is
 * still sending receives the answer rather than a closed connection. On every exit each file's write
 * has ended before its folder is removed: nothing is left behind, nothing fails later.
 */
export async function receiveUploadForm(
  request: Request,
  tempRoot: string,
  limits: UploadFormLimits,
): Promise<UploadForm> {
  const dir = join(tempRoot, `upload-${randomBytes(8).toString('hex')}`);
  // Never the request's error: a folder that stays is removed by the sweep (sweep-orphan-images.ts).
  const cleanup = () =>
    rm(dir, { recursive: true, force: true }).catch((error) =>
      console.error(`upload folder ${dir} not removed`, error),
    );
  const reader = request.body?.getReader();
  try {
    if (!reader) throw noImageChosen();
    await mkdir(dir, { recursive: true });
    const form = await parse(request.headers, reader, dir, limits);
    return { ...form, cleanup };
  } catch (error) {
    // Not awaited: a client that waits for the answer before sending the rest (or stalls) gets it now.
    if (reader) void discardRest(reader);
    await cleanup();
    throw error;
  }
}

function createParser(headers: Headers, maxFiles: number, maxFileBytes: number): busboy.Busboy {
  try {
    return busboy({
      headers: Object.fromEntries(headers),
      limits: {
        files: maxFiles,
        fileSize: maxFileBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_ORDER_ENTRY_LENGTH,
        parts: maxFiles + MAX_FIELDS,
      },
    });
  } catch {
    throw noImageChosen(); // not multipart/form-data
  }
}

async function parse(
  headers: Headers,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  dir: string,
  { maxFiles, maxFileBytes, maxBodyBytes }: UploadFormLimits,
): Promise<Omit<UploadForm, 'cleanup'>> {
  const parser = createParser(headers, maxFiles, maxFileBytes);
  const files: ReceivedFile[] = [];
  const order: string[] = [];
  const writes: Promise<void>[] = [];
  // The first refusal ends the reading at once, whatever the reading waits for.
  let refusal: Error | undefined;
  let stop = () => {};
  const stopped = new Promise<undefined>((resolve) => {
    stop = () => resolve(undefined);
  });
  const refuse = (error: Error) => {
    refusal ??= error;
    stop();
  };
  const untilStopped = <T>(promise: Promise<T>) => Promise.race([promise, stopped]);

  parser.on('file', (field, stream, { filename }) => {
    if (field === 'order') refuse(imageOrderRefused()); // a file where an entry belongs
    // Dropped, its error (the parser's, when the body is cut off inside it) included: unheard, it ends the process.
    if (field !== 'images' || refusal) return void stream.on('error', () => {}).resume();
    const file = { name: filename ?? '', path: join(dir, String(files.length)) };
    files.push(file);
    stream.on('limit', () => refuse(new ImageRejectedError('too_large', file.name)));
    // A part cut short fails its write too; the parser's own error says why, a disk's is its own.
    writes.push(
      save(stream, file.path).then((error) => error && refuse(isDiskError(error) ? error : noImageChosen())),
    );
  });
  parser.on('field', (field, value, { valueTruncated }) => {
    if (field === 'images') refuse(noImageChosen()); // text where a file belongs
    if (field !== 'order') return;
    if (valueTruncated) refuse(imageOrderRefused());
    order.push(value);
  });
  parser.on('filesLimit', () =>
    refuse(new AppError('TOO_MANY_IMAGES', 413, { params: { max: String(maxFiles) } })),
  );
  parser.on('fieldsLimit', () => refuse(imageOrderRefused()));
  parser.on('partsLimit', () => refuse(imageOrderRefused()));
  parser.on('error', () => refuse(noImageChosen())); // a malformed or cut-off body
  const closed = new Promise<void>((resolve) => parser.on('close', resolve));

  try {
    for (let size = 0; !refusal; ) {
      // A read fails when the client goes away: a body cut off.
      const chunk = await untilStopped(reader.read().catch(() => refuse(noImageChosen())));
      if (!chunk || refusal) break;
      if (chunk.done) {
        parser.end();
        await untilStopped(closed);
        break;
      }
      size += chunk.value.length;
      if (size > maxBodyBytes) refuse(new AppError('IMAGE_TOO_LARGE', 413));
      else if (!parser.write(chunk.value)) await untilStopped(drainedOrClosed(parser));
    }
  } finally {
    parser.destroy(); // ends the file part being written, if any (nothing once the parser has closed)
    await Promise.all(writes);
  }
  if (refusal) throw refusal; // also a file that reached its limit, or a disk that failed, at the end
  return { files, order: order.length > 0 ? order : undefined };
}

/** Streams a file part to `path`. Resolves, never rejects, once the file is closed: with the write's error if any. */
async function save(part: Readable, path: string): Promise<Error | undefined> {
  const file = createWriteStream(path);
  const closed = new Promise<void>((resolve) => file.on('close', () => resolve()));
  try {
    await pipeline(part, file);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    await closed;
  }
}

/** An error of the file system (it names its system call), not of the body. */
const isDiskError = (error: Error) => 'syscall' in error;

function drainedOrClosed(parser: busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    parser.on('drain', done).on('close', done).on('error', done);
  });
}
