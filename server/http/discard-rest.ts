/**
 * Beyond this, the rest of a refused upload is cut off (the connection closed) rather than read; the
 * same amount @hono/node-server drains after an answer. A browser sending photos gets its 413.
 */
export const UPLOAD_DISCARD_BYTES = 64 * 1024 * 1024;
/**
 * The same for a JSON body: a browser's JSON past the limit is a little past it, so reading 1 MB more
 * answers it; reading hundreds of megabytes of an abuser's body would cost the CPU the limit saves.
 */
export const JSON_DISCARD_BYTES = 1024 * 1024;

/**
 * Reads and drops the rest of a refused request body before the answer, so that a client still
 * sending receives it rather than a closed connection. (Left unread, @hono/node-server 2.1 drains it
 * after the answer but can close the keep-alive connection under the client's next request.)
 * For every refused body: server/http/body-limit.ts, and uploads (server/services/images/).
 * True when the body was read to its end; false when it was cut off (the answer should then say
 * `Connection: close`, or the client may send its next request on a connection about to close).
 */
export async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limitBytes = UPLOAD_DISCARD_BYTES,
): Promise<boolean> {
  try {
    for (let read = 0; read <= limitBytes; ) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.length;
    }
    await reader.cancel();
  } catch {
    // the client went away: nothing to answer
  }
  return false;
}
