import { apiPath } from '../../shared/api/operation';
import * as settingsApi from '../../shared/api/platform-settings';
import type { PlatformSettingsState } from '../../shared/schemas/platform-settings';

export type SseMessage = { event: string; data: string; retry?: number };

/**
 * A reader of GET /platform-settings/stream (shared/api/platform-settings.ts) over real HTTP, as a browser's EventSource
 * would see it: the parsed messages, the comment lines, and a way to wait for the next state.
 */
export async function openSettingsStream(baseUrl: string, headers: Record<string, string> = {}) {
  const stream = await openEventStream(`${baseUrl}${apiPath(settingsApi.streamPlatformSettings)}`, headers);
  /** Resolves with the first `settings` state (from message index `from`) that passes `test`. */
  const nextState = async (
    test: (state: PlatformSettingsState) => boolean,
    options: { from?: number; timeoutMs?: number } = {},
  ): Promise<PlatformSettingsState> => {
    const parse = (message: SseMessage) => JSON.parse(message.data) as PlatformSettingsState;
    return parse(await stream.nextMessage((m) => m.event === 'settings' && test(parse(m)), options));
  };
  return { ...stream, nextState };
}

/** Any event stream of the API, read over real HTTP: its messages, comments, and a wait for the next one. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no stream body');
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let wake = () => {};
  let ended = false;

  const parse = (block: string) => {
    const message: SseMessage = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) message.event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) message.retry = Number(line.slice(7));
    }
    if (data.length > 0) messages.push({ ...message, data: data.join('\n') });
  };

  const pump = (async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      wake();
    }
  })();

  /** Resolves with the first message (from index `from`) that passes `test`. */
  async function nextMessage(
    test: (message: SseMessage) => boolean,
    { from = 0, timeoutMs = 3000 } = {},
  ): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.slice(from).find(test);
      if (found) return found;
      if (ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such message within ${timeoutMs} ms: ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    response,
    messages,
    comments,
    nextMessage,
    /** Resolves once the server has ended the stream (or it was closed here). */
    ended: pump,
    isEnded: () => ended,
    close() {
      controller.abort();
      return pump;
    },
  };
}
