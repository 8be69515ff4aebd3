import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { withHashingSlot } from './hashing-queue';

// OWASP's scrypt minimum (N=2^17, r=8, p=1); better-auth's default cost is lower.
const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
const maxmem = 256 * 1024 * 1024;

/** Every hash waits for a slot of the hashing queue (see hashing-queue.ts), or is refused when it is full. */
function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** Format: scrypt$N$salt$key (hex), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, n, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await derive(password, Buffer.from(salt, 'hex'), Number(n));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
