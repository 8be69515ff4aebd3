import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env';
import { addressForLimits, callerIdentifier, plainAddress } from '../../server/http/caller';

describe('the address a rate limit counts against', () => {
  it('keeps IPv4 addresses, unwrapping IPv4-mapped IPv6', () => {
    expect(addressForLimits('203.0.113.7')).toBe('203.0.113.7');
    expect(addressForLimits('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressForLimits('unknown')).toBe('unknown');
  });

  it('groups IPv6 addresses by their /64 network, however written', () => {
    const net = '2001:db8:85a3:8d3::/64';
    for (const a of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3::1',
      '2001:DB8:85A3:8D3::ffff',
      '2001:db8:85a3:8d3::',
    ]) {
      expect(addressForLimits(a)).toBe(net);
    }
    expect(addressForLimits('2001:db8:85a3:8d4::1')).not.toBe(net);
    expect(addressForLimits('::1')).toBe('0:0:0:0::/64');
    expect(addressForLimits('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('an address a trusted proxy forwards', () => {
  it('counts without its port or brackets', () => {
    expect(plainAddress('203.0.113.7:5678')).toBe('203.0.113.7');
    expect(plainAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(plainAddress('[::1]:80')).toBe('::1');
    expect(plainAddress('[2001:db8::7]')).toBe('2001:db8::7');
    expect(plainAddress('2001:db8::7')).toBe('2001:db8::7');
    for (const junk of ['', 'unknown', '203.0.113.7:x', '[::1', 'example.com:80', '999.1.1.1'])
      expect(plainAddress(junk)).toBeNull();
  });

  it('puts every spelling of one client in one rate-limit bucket, IPv6 by its /64', async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', { env: { trustProxy: true } } as AppEnv['Variables']['deps']);
        c.set('viewer', null);
        await next();
      })
      .get('/', (c) => c.text(callerIdentifier(c)));
    const bucketOf = async (forwarded: string) =>
      (await app.request('/', { headers: { 'x-forwarded-for': forwarded } })).text();
    for (const spelling of ['198.51.100.9', '198.51.100.9:1111', '10.0.0.1, 198.51.100.9:2222'])
      expect(await bucketOf(spelling)).toBe('ip:198.51.100.9');
    for (const spelling of ['2001:db8:1:2::5', '[2001:db8:1:2::5]:443', '[2001:db8:1:2:ffff::1]'])
      expect(await bucketOf(spelling)).toBe('ip:2001:db8:1:2::/64');
  });
});
