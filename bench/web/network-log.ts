import type { CDPSession } from 'playwright-core';

export interface RequestRecord {
  url: string;
  /** DevTools' resource type: Document, Script, Stylesheet, Image, Font, Fetch, EventSource, … */
  type: string;
  /** Bytes on the wire (headers and the body as sent, compressed or not), and the body decoded. */
  encodedBytes: number;
  decodedBytes: number;
  done: boolean;
}

/**
 * The page's HTTP requests as DevTools sees them (its CDP session's Network events): what each one
 * transferred, and whether the network has been quiet. A live stream (the settings EventSource) never
 * ends, so it does not keep the network from being quiet.
 */
export function recordNetwork(session: CDPSession) {
  const requests = new Map<string, RequestRecord>();
  let sent = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  session.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    sent++; // a redirect is another request under the same id
    const known = requests.get(event.requestId);
    const type = event.type ?? known?.type ?? 'Other';
    requests.set(event.requestId, {
      url: event.request.url,
      type,
      encodedBytes: 0,
      decodedBytes: 0,
      done: false,
    });
    touch();
  });
  session.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.type = event.type;
  });
  session.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.decodedBytes += event.dataLength;
    request.encodedBytes += event.encodedDataLength;
    if (request.type !== 'EventSource') touch();
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.encodedBytes = event.encodedDataLength;
    request.done = true;
    touch();
  });
  session.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.done = true;
    touch();
  });
  return {
    /** Every request so far, and how many were sent (redirects included). */
    requests: () => [...requests.values()],
    sent: () => sent,
    /** ms since the last request began or ended, or 0 while one (other than a live stream) is open. */
    quietMs: () => {
      const open = [...requests.values()].some((r) => !r.done && r.type !== 'EventSource');
      return open ? 0 : Date.now() - lastActivity;
    },
  };
}

export type NetworkLog = ReturnType<typeof recordNetwork>;
