import { randomBytes } from 'node:crypto';
import { type ClientRequest, type IncomingHttpHeaders, request } from 'node:http';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';
import type { Upload } from './ad-image-uploads';

// An upload whose body is sent in two halves: until release(), the server waits for the rest (an
// upload "in flight"), or has not read it at all (one waiting for its turn).

function answerOf(req: ClientRequest) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: ReturnType<typeof JSON.parse> }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
          }),
        );
      });
      req.on('error', reject);
    },
  );
}

export interface HeldUpload {
  /** The answer: once the body is complete, or earlier for a refusal. */
  answer: ReturnType<typeof answerOf>;
  /** Sends the rest of the body; resolves with the answer. */
  release(): ReturnType<typeof answerOf>;
}

export function multipartBody(files: Upload[]): { body: Buffer; contentType: string } {
  const boundary = `----held${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * POSTs `files` to the ad's images as `cookie`, sending only the first half of the body for now.
 * `declaredLength` claims a Content-Length other than the body's (the rest never comes).
 */
export async function holdUpload(
  baseUrl: string,
  adId: string,
  cookie: string,
  files: Upload[],
  { lang = 'en', declaredLength }: { lang?: string; declaredLength?: number } = {},
): Promise<HeldUpload> {
  const { body, contentType } = multipartBody(files);
  const url = new URL(apiPath(adsApi.setAdImages, { params: { id: adId } }), baseUrl);
  const req = request(url, {
    method: 'POST',
    headers: {
      origin: baseUrl,
      cookie,
      'accept-language': lang,
      'content-type': contentType,
      'content-length': String(declaredLength ?? body.length),
    },
  });
  const answer = answerOf(req);
  const half = Math.floor(body.length / 2);
  await new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve()));
  return {
    answer,
    async release() {
      req.end(body.subarray(half));
      return answer;
    },
  };
}
