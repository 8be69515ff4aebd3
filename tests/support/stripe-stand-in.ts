import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small Stripe API for the tests (the machine cannot reach the real one): creating Checkout
// Sessions and updating subscriptions, answered as Stripe does, and every request recorded.

export interface StripeCall {
  method: string;
  path: string;
  authorization: string;
  idempotencyKey: string | null;
  contentType: string;
  /** The form-encoded body, as key → value (Stripe's bracketed keys kept as they are). */
  form: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  calls: StripeCall[];
  /** While true every request gets 500, as from Stripe having trouble. */
  down: boolean;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const standIn = { down: false };
  let sessions = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      calls.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization ?? '',
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
        contentType: req.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (standIn.down) return json(500, { error: { type: 'api_error', message: 'down' } });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_standin_${sessions}`;
        return json(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
      if (req.method === 'POST' && subscription) {
        const form = new URLSearchParams(raw);
        return json(200, {
          id: subscription[1],
          object: 'subscription',
          cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        });
      }
      json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
