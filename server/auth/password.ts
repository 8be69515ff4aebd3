import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { withHashingSlot } from './hashing-queue';
import { hashIsStandIn, rememberHashDuration, standInHash } from './stand-in-hash';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP lists N=2^17, r=8, p=1 and N=2^15, r=8, p=3 as equally strong; the second holds 32 MB while
 * it runs instead of 128 MB, so a sign-in storm cannot take the server's memory (issue 15).
 * Hashes made with the first (written `scrypt$131072$…`) still verify.
 */
const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
const maxmem = 256 * 1024 * 1024;

/** Every hash waits for a slot of the hashing queue (see hashing-queue.ts), or is refused when it is full. */
function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return withHashingSlot(() => {
    const started = performance.now();
    return new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) => {
        if (error) return reject(error);
        rememberHashDuration(performance.now() - started);
        resolve(key);
      }),
    );
  });
}

const writeCost = ({ N, r, p }: ScryptCost) => `${N},${r},${p}`;

/** "N,r,p", or "N" alone (r=8, p=1) as the first hashes were written; null for anything else. */
function readCost(text: string): ScryptCost | null {
  const [N, r = 8, p = 1, ...rest] = text.split(',').map(Number);
  const fits = (n: number | undefined, max: number) =>
    Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max;
  if (rest.length > 0 || !fits(N, 2 ** 20) || !fits(r, 16) || !fits(p, 16)) return null;
  return { N: N as number, r, p };
}

/** Format: scrypt$N,r,p$salt$key (hex), so the cost can change later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const standIn = hashIsStandIn() ? await standInHash() : undefined;
  if (standIn) return standIn;
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `scrypt$${writeCost(COST)}$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, costText, salt, key] = hash.split('$');
  const cost = readCost(costText ?? '');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await derive(password, Buffer.from(salt, 'hex'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
