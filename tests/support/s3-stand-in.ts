import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

// A small in-memory S3 for the tests (this machine cannot reach AWS): one bucket, path-style requests,
// PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 and DeleteObjects. Like S3, it checks
// every request's AWS Signature V4 (key id, signature, payload hash) and answers errors in S3's XML.

export interface StandInObject {
  data: Buffer;
  contentType?: string;
  cacheControl?: string;
  /** When it was put (tests may move it back). */
  lastModified?: Date;
}

export interface S3StandInOptions {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Most keys one ListObjectsV2 page returns (S3: 1000); small values make pagination quick to test. */
  pageSize?: number;
  /** Keys DeleteObjects reports as failed (AccessDenied) instead of removing. */
  undeletable?: Set<string>;
  /** Anonymous GET/HEAD of objects allowed, as with a public-read bucket policy (browsers load them). */
  publicRead?: boolean;
}

export interface S3StandIn {
  url: string;
  objects: Map<string, StandInObject>;
  /** One entry per accepted request: `PUT <key>`, `GET <key>`, `LIST <prefix>`, `DELETE-BATCH <count>`, … */
  log: string[];
  close(): Promise<void>;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const objects = new Map<string, StandInObject>();
  const log: string[] = [];
  const pageSize = options.pageSize ?? 1000;

  /** AWS Signature V4 as S3 checks it: the same canonical request, signed with the same derived key. */
  function authenticate(req: IncomingMessage, url: URL, body: Buffer): void {
    const header = req.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        header,
      );
    if (!match || match[1] !== options.accessKeyId) throw new S3Error(403, 'AccessDenied');
    const [, , date = '', region = '', signedHeaders = '', signature] = match;
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch');
    }
    const query = [...url.searchParams]
      .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
      .sort()
      .join('&');
    const headers = signedHeaders
      .split(';')
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', req.headers['x-amz-date'], scope, sha256(canonical)].join('\n');
    let key = hmac(`AWS4${options.secretAccessKey}`, date);
    for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) {
      throw new S3Error(403, 'SignatureDoesNotMatch');
    }
  }

  function listObjects(url: URL): string {
    const prefix = url.searchParams.get('prefix') ?? '';
    const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), pageSize);
    const token = url.searchParams.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString() : '';
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    log.push(`LIST ${prefix}`);
    const contents = page.map((key) => {
      const object = objects.get(key);
      const modified = (object?.lastModified ?? new Date()).toISOString();
      return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${modified}</LastModified><Size>${object?.data.length ?? 0}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page.at(-1) ?? '').toString('base64url')}</NextContinuationToken>`
      : '';
    return `${XML_HEAD}<ListBucketResult ${NS}><Name>${options.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents.join('')}</ListBucketResult>`;
  }

  function deleteObjects(req: IncomingMessage, body: Buffer): string {
    // S3 insists on a checksum of the body for this call.
    const md5 = req.headers['content-md5'];
    const crc = req.headers['x-amz-checksum-crc32'];
    const expectedCrc = Buffer.alloc(4);
    expectedCrc.writeUInt32BE(crc32(body));
    if (
      md5 ? md5 !== createHash('md5').update(body).digest('base64') : crc !== expectedCrc.toString('base64')
    ) {
      throw new S3Error(400, md5 || crc ? 'BadDigest' : 'InvalidRequest');
    }
    const text = body.toString();
    const keys = [...text.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1] ?? ''));
    if (keys.length === 0 || keys.length > 1000) throw new S3Error(400, 'MalformedXML');
    log.push(`DELETE-BATCH ${keys.length}`);
    const quiet = /<Quiet>true<\/Quiet>/.test(text);
    const results = keys.map((key) => {
      if (options.undeletable?.has(key)) {
        return `<Error><Key>${escapeXml(key)}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`;
      }
      objects.delete(key);
      return quiet ? '' : `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`;
    });
    return `${XML_HEAD}<DeleteResult ${NS}>${results.join('')}</DeleteResult>`;
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const anonymousRead =
      options.publicRead && !req.headers.authorization && key && /^(GET|HEAD)$/.test(req.method ?? '');
    if (!anonymousRead) authenticate(req, url, body);
    if (decodeURIComponent(bucket) !== options.bucket) throw new S3Error(404, 'NoSuchBucket');
    if (!key) {
      const list = req.method === 'GET' && url.searchParams.get('list-type') === '2';
      const remove = req.method === 'POST' && url.searchParams.has('delete');
      if (!list && !remove) throw new S3Error(501, 'NotImplemented');
      const xml = list ? listObjects(url) : deleteObjects(req, body);
      res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
      return;
    }

    if (req.method === 'PUT') {
      objects.set(key, {
        data: body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
        lastModified: new Date(),
      });
      log.push(`PUT ${key}`);
      res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      log.push(`DELETE ${key}`);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new S3Error(405, 'MethodNotAllowed');
    const object = objects.get(key);
    if (!object) throw new S3Error(404, 'NoSuchKey');
    log.push(`${req.method} ${key}`);
    res.writeHead(200, {
      'content-length': object.data.length,
      ...(object.contentType ? { 'content-type': object.contentType } : {}),
      ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
    });
    res.end(req.method === 'GET' ? object.data : undefined);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (error) {
        const status = error instanceof S3Error ? error.status : 500;
        const code = error instanceof S3Error ? error.code : 'InternalError';
        res.writeHead(status, { 'content-type': 'application/xml' });
        // HEAD answers carry no body; the SDK then names the error after the status.
        res.end(
          req.method === 'HEAD'
            ? undefined
            : `${XML_HEAD}<Error><Code>${code}</Code><Message>${code}</Message></Error>`,
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections(); // the SDK keeps connections alive
      }),
  };
}
