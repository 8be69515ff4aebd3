import { afterAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api/operation';
import * as settingsApi from '../../../shared/api/platform-settings';
import { errors as enErrors } from '../../../shared/i18n/en/errors';
import { errors as ukErrors } from '../../../shared/i18n/uk/errors';
import { getJson } from '../../support/http';
import { openSettingsStream } from '../../support/sse-client';
import { startTestServer, type TestServer } from '../../support/test-server';

// The settings stream holds a connection open for as long as the page is: without a cap, one
// client held 3,000 of them. Each stream here is a real HTTP connection kept open.

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function start(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}

type Stream = Awaited<ReturnType<typeof openSettingsStream>>;

/** Opens `count` streams that each received their first state. */
async function openStreams(
  server: TestServer,
  count: number,
  headers?: (i: number) => Record<string, string>,
) {
  const streams: Stream[] = [];
  for (let i = 0; i < count; i++) {
    const stream = await openSettingsStream(server.url, headers?.(i));
    streams.push(stream);
    await stream.nextState(() => true);
  }
  return streams;
}

const refusedStream = (server: TestServer, headers: Record<string, string> = {}) =>
  getJson(`${server.url}${apiPath(settingsApi.streamPlatformSettings)}`, {
    headers: { accept: 'text/event-stream', ...headers },
  });

describe('open settings streams', () => {
  it('are at most 4 per client address: the next is refused with 429 until one closes', async () => {
    const server = await start();
    const streams = await openStreams(server, 4);
    try {
      for (const [lang, message] of [
        ['en', enErrors.TOO_MANY_CONNECTIONS],
        ['uk', ukErrors.TOO_MANY_CONNECTIONS],
      ] as const) {
        const refused = await refusedStream(server, { 'accept-language': lang });
        expect([refused.status, refused.body.error]).toEqual([
          429,
          { code: 'TOO_MANY_CONNECTIONS', message },
        ]);
        expect(refused.headers.get('retry-after')).toBe('30');
      }
      // A closed stream gives its place back (as soon as the server sees the connection go).
      await streams.shift()?.close();
      let again = await openSettingsStream(server.url);
      while (again.response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = await openSettingsStream(server.url);
      }
      streams.push(again);
      expect(again.response.status).toBe(200);
      await again.nextState(() => true);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('are at most SETTINGS_STREAMS_MAX per server process, whatever the addresses: then 503', async () => {
    // Behind a trusted proxy, each stream comes from an address of its own.
    const server = await start({ TRUST_PROXY: 'true', SETTINGS_STREAMS_MAX: '3' });
    const from = (i: number) => ({ 'x-forwarded-for': `203.0.113.${10 + i}` });
    const streams = await openStreams(server, 3, from);
    try {
      const refused = await refusedStream(server, from(7));
      expect([refused.status, refused.body.error.code]).toEqual([503, 'SERVICE_BUSY']);
      expect(refused.headers.get('retry-after')).toBe('30');
      // Other requests are not affected.
      expect((await getJson(`${server.url}${apiPath(settingsApi.getPlatformSettings)}`)).status).toBe(200);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
