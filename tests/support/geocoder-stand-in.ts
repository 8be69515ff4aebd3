import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small Nominatim for the tests (the machine cannot reach the real one): GET /search?format=jsonv2
// answers from a fixed table of places, and every request is recorded.

export interface GeocoderCall {
  q: string;
  format: string | null;
  email: string | null;
  userAgent: string;
  /** Date.now() when the request arrived. */
  at: number;
}

export interface GeocoderStandIn {
  url: string;
  calls: GeocoderCall[];
  /** Calls whose query contains `text` (any case). */
  callsFor(text: string): GeocoderCall[];
  /** While true every request gets 503, as from a geocoder that is down. */
  down: boolean;
  close(): Promise<void>;
}

/**
 * `places`: a query containing the key (any case) is found at that point; any other is not.
 * `answerAfterMs`: each answer comes that long after its request, as from a slow geocoder.
 */
export async function startGeocoderStandIn(
  places: Record<string, { lat: number; lng: number }>,
  { answerAfterMs = 0 } = {},
): Promise<GeocoderStandIn> {
  const calls: GeocoderCall[] = [];
  const standIn = { down: false };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = url.searchParams.get('q') ?? '';
    calls.push({
      q,
      format: url.searchParams.get('format'),
      email: url.searchParams.get('email'),
      userAgent: req.headers['user-agent'] ?? '',
      at: Date.now(),
    });
    if (answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
    if (standIn.down) {
      res.writeHead(503).end('down for maintenance');
      return;
    }
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'jsonv2') {
      res.writeHead(400).end();
      return;
    }
    const key = Object.keys(places).find((name) => q.toLowerCase().includes(name.toLowerCase()));
    const place = key ? places[key] : undefined;
    const body = place
      ? [{ place_id: 1, lat: String(place.lat), lon: String(place.lng), display_name: q }]
      : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsFor: (text: string) => calls.filter((call) => call.q.toLowerCase().includes(text.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
