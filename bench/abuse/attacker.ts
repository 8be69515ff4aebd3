/**
 * One kind of attack for the bench's abuse run, in a process of its own (so its work is not the
 * load generator's), until SIGTERM: `node --import tsx bench/abuse/attacker.ts '<json AttackPlan>'`.
 * Prints "ready" once its payloads are built, and a JSON AttackTally when it stops.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import sharp from 'sharp';
import type { AttackKind, AttackPlan, AttackTally } from './attack-plan';

const plan = JSON.parse(process.argv[2] ?? '{}') as AttackPlan;
const tally: AttackTally = { kind: plan.kind, requests: 0, statuses: {}, failures: 0, megabytesSent: 0 };
let running = true;

const count = (status: number | string) => {
  tally.requests++;
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
};
const browserHeaders = (address: number) => ({
  origin: plan.baseUrl,
  'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
});

/** A chunked body of up to 450 MB, written as fast as the server reads it, until the server answers. */
function oversizedBody(path: string, headers: Record<string, string>): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const req = request(`${plan.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      count(res.statusCode ?? 0);
      res.resume();
      res.on('end', () => req.destroy());
    });
    req.on('error', () => undefined);
    req.on('close', () => {
      tally.megabytesSent += sent / 2 ** 20;
      if (!answered) count('cut off');
      resolve();
    });
    req.write('{"title":"');
    const pump = () => {
      while (!answered && running && sent < 450 * 2 ** 20) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const BODY_TARGETS: [string, 'visitor' | 'signed in'][] = [
  ['/api/v1/ads', 'visitor'],
  ['/api/v1/ads', 'signed in'],
  ['/api/v1/rpc/get_ad_ratings', 'visitor'],
  ['/api/auth/sign-in/email', 'visitor'],
  ['/api/v1/payments/webhooks/test', 'visitor'],
];

async function bodies(turn: number): Promise<void> {
  const [path, caller] = BODY_TARGETS[turn % BODY_TARGETS.length] as (typeof BODY_TARGETS)[number];
  const cookie: Record<string, string> =
    caller === 'signed in' ? { cookie: plan.attackers[0]?.cookie ?? '' } : {};
  await oversizedBody(path, { ...browserHeaders(turn), ...cookie });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c82828' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * What an abuser with fresh accounts uploads, in turn: 10 images of 24 megapixels (within every limit,
 * so each is decoded and encoded), 10 files of 9.9 MB noise (the most bytes a request may carry),
 * 12 images of 40 megapixels (more files and pixels than a request may carry).
 */
const uploadForms: { files: number; payload: Buffer }[] =
  plan.kind === 'uploads'
    ? [
        { files: 10, payload: await png(6000, 4000) },
        { files: 10, payload: randomBytes(Math.floor(9.9 * 2 ** 20)) },
        { files: 12, payload: await png(8000, 5000) },
      ]
    : [];

/** Each worker is one of the attackers, sending the kinds of upload in turn. */
async function uploads(turn: number): Promise<void> {
  const worker = turn % plan.concurrency;
  const attacker = plan.attackers[worker % plan.attackers.length];
  if (!attacker) throw new Error('no attacker accounts');
  const kind = Math.floor(turn / plan.concurrency) % uploadForms.length;
  const { files, payload } = uploadForms[kind] as (typeof uploadForms)[number];
  const form = new FormData();
  for (let i = 0; i < files; i++)
    form.append('images', new Blob([new Uint8Array(payload)], { type: 'image/png' }), `storm-${i}.png`);
  await send(`/api/v1/ads/${attacker.adId}/images`, {
    method: 'POST',
    headers: { ...browserHeaders(worker), cookie: attacker.cookie },
    body: form,
  });
  tally.megabytesSent += (payload.length * files) / 2 ** 20;
}

/** Sign-ins with made-up addresses and passwords, each from another visitor. */
async function signIns(turn: number): Promise<void> {
  await send('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { ...browserHeaders(turn), 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${randomUUID()}@storm.example`, password: 'not-the-password-1' }),
  });
}

/** The same from 17 addresses in turn (issue 30's storm): each address's limit is soon met. */
const signInStorm = (turn: number) => signIns((200 << 16) + (turn % 17));

async function send(path: string, init: RequestInit): Promise<void> {
  try {
    const response = await fetch(`${plan.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    count(response.status);
  } catch {
    tally.failures++;
  }
}

const WORKERS: Record<AttackKind, (turn: number) => Promise<void>> = {
  bodies,
  uploads,
  'sign-ins': signIns,
  'sign-in storm': signInStorm,
};

/** One worker: its kind's requests in turn, no sooner than plan.intervalMs apart. */
async function paced(worker: number): Promise<void> {
  const attack = WORKERS[plan.kind];
  for (let turn = worker; running; turn += plan.concurrency) {
    const started = performance.now();
    await attack(turn);
    const rest = plan.intervalMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

process.on('SIGTERM', () => {
  running = false;
});
const work = Array.from({ length: plan.concurrency }, (_, worker) => paced(worker));
console.log('ready');
await Promise.all(work);
console.log(JSON.stringify(tally));
process.exit(0);
