import { randomBytes, scryptSync } from 'node:crypto';
import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';

it('hashes at N=2^15, r=8, p=3 and checks the password', async () => {
  const hash = await hashPassword('orchard-lantern-3');
  expect(hash).toMatch(/^scrypt\$32768,8,3\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  expect(await verifyPassword({ hash, password: 'orchard-lantern-3' })).toBe(true);
  expect(await verifyPassword({ hash, password: 'orchard-lantern-4' })).toBe(false);
});

it('still checks passwords hashed the first way (scrypt$131072$…, r=8, p=1)', async () => {
  const salt = randomBytes(16);
  const key = scryptSync('orchard-lantern-3', salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 20 });
  const hash = `scrypt$131072$${salt.toString('hex')}$${key.toString('hex')}`;
  expect(await verifyPassword({ hash, password: 'orchard-lantern-3' })).toBe(true);
  expect(await verifyPassword({ hash, password: 'orchard-lantern-4' })).toBe(false);
});

it('refuses a stored hash whose cost is not one it can run, without trying', async () => {
  const [, , salt, key] = (await hashPassword('orchard-lantern-3')).split('$');
  for (const cost of ['', 'x', '0', '2097152', '32768,8,3,1', '32768,64,3', '32768,8,99', '-1,8,3'])
    expect(
      await verifyPassword({ hash: `scrypt$${cost}$${salt}$${key}`, password: 'orchard-lantern-3' }),
    ).toBe(false);
});
