import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/**
 * Whether an answer is text worth hashing and compressing (JSON, HTML, XML, JavaScript, CSS, plain
 * text …): never images or fonts (compressed already), and never a server-sent event stream, which
 * does not end and must reach the browser event by event.
 */
export function isTextAnswer(res: Response): boolean {
  const type = res.headers.get('content-type') ?? '';
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !/^\s*text\/event-stream/i.test(type);
}

/** Adds a name to the answer's Vary unless it is there already (or Vary is `*`). */
export function varyBy(headers: Headers, name: string): void {
  const names = (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
  if (!names.includes(name.toLowerCase()) && !names.includes('*')) headers.append('Vary', name);
}

/** Bodies of the answers replaceAnswer made, so the next middleware need not read them again. */
const knownBodies = new WeakMap<Response, Uint8Array>();

/** The answer's body, read whole. */
export async function answerBody(c: Context): Promise<Uint8Array> {
  return knownBodies.get(c.res) ?? new Uint8Array(await c.res.arrayBuffer());
}

/**
 * Replaces the answer with one of this body (null for none) and these headers, the status kept unless
 * given. (Assigning c.res straight away would copy the old answer's headers over the new ones.)
 */
export function replaceAnswer(c: Context, body: Uint8Array | null, headers: Headers, status = c.res.status) {
  if (body) headers.set('Content-Length', String(body.byteLength));
  else headers.delete('Content-Length');
  const res = new Response(body, { status, headers });
  if (body) knownBodies.set(res, body);
  c.res = undefined;
  c.res = res;
}
