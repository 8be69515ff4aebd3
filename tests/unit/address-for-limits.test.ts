import { describe, expect, it } from 'vitest';
import { addressForLimits } from '../../server/http/caller';

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
