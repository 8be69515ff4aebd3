import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
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
 * (400). After a refusal the rest of the body is read and dropped meanwhile (up to a limit), so a
 * client that is still sending receives the answer rather than a closed connection.
 */
export async function receiveUploadForm(
  request: Request,
  tempRoot: string,
  limits: UploadFormLimits,
): Promise<UploadForm> {
  const dir = join(tempRoot, `upload-${randomBytes(8).toString('hex')}`);
  const cleanup = () => rm(dir, { recursive: true, force: true });
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

async function parse(
  headers: Headers,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  dir: string,
  { maxFiles, maxFileBytes, maxBodyBytes }: UploadFormLimits,
): Promise<Omit<UploadForm, 'cleanup'>> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
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
  const files: ReceivedFile[] = [];
  const order: string[] = [];
  const writes: Promise<void>[] = [];
  let refusal: Error | undefined;
  const refuse = (error: Error) => {
    refusal ??= error;
  };

  parser.on('file', (field, stream, { filename }) => {
    if (field === 'order') refuse(imageOrderRefused()); // a file where an entry belongs
    if (field !== 'images' || refusal) return void stream.resume();
    const file = { name: filename ?? '', path: join(dir, String(files.length)) };
    files.push(file);
    stream.on('limit', () => refuse(new ImageRejectedError('too_large', file.name)));
    writes.push(pipeline(stream, createWriteStream(file.path)));
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
  let malformed = false;
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', (error) => {
      malformed = true;
      reject(error);
    });
  });
  parsed.catch(() => undefined); // awaited below; a malformed body is answered, not unhandled

  for (let size = 0; !refusal && !malformed; ) {
    const { done, value } = await reader.read();
    if (done) {
      parser.end();
      break;
    }
    size += value.length;
    if (size > maxBodyBytes) refuse(new AppError('IMAGE_TOO_LARGE', 413));
    else if (!parser.write(value)) await drainedOrClosed(parser);
  }
  if (refusal) {
    parser.destroy();
    await Promise.allSettled(writes);
    throw refusal;
  }
  try {
    await parsed;
  } catch {
    throw noImageChosen(); // a malformed or cut-off body
  }
  await Promise.all(writes);
  if (refusal) throw refusal; // a file that reached its limit in the last chunk
  return { files, order: order.length > 0 ? order : undefined };
}

function drainedOrClosed(parser: busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    parser.on('drain', done).on('close', done).on('error', done);
  });
}
