import { describe, expect, it } from 'vitest';
import { isTrustedOrigin, trustedOrigins } from '../../server/auth/trusted-origins';

describe('the origins writes may come from', () => {
  it('on a loopback address: every loopback name with the same scheme and port', () => {
    const local = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
    for (const site of local) expect(trustedOrigins(site).sort()).toEqual([...local].sort());
    expect(trustedOrigins('https://localhost')).toEqual([
      'https://localhost',
      'https://127.0.0.1',
      'https://[::1]',
    ]);
    expect(isTrustedOrigin('http://localhost:3000', 'http://127.0.0.1:3000')).toBe(true);
    expect(isTrustedOrigin('http://localhost:3000', 'http://[::1]:3000/some/page')).toBe(true);
  });

  it('refuses another port or scheme of a loopback name, and anything that is no origin', () => {
    for (const origin of ['http://127.0.0.1:3001', 'https://localhost:3000', 'null', '', 'localhost:3000'])
      expect(isTrustedOrigin('http://localhost:3000', origin)).toBe(false);
  });

  it('anywhere else: only the site’s own origin', () => {
    expect(trustedOrigins('https://hromada.example/')).toEqual(['https://hromada.example']);
    expect(isTrustedOrigin('https://hromada.example', 'https://hromada.example/ads/1')).toBe(true);
    for (const origin of ['http://hromada.example', 'https://evil.example', 'http://localhost:3000'])
      expect(isTrustedOrigin('https://hromada.example', origin)).toBe(false);
  });
});
