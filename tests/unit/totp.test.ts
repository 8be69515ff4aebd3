import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { secretOfUri, totpCode, wrongTotpCode } from '../support/totp';

// Our wrapper over otpauth: milliseconds in, the server's settings, secrets read from URIs.
// RFC 6238 appendix B, SHA-1 rows: the secret is the ASCII text '12345678901234567890'.
const secret = Secret.fromLatin1('12345678901234567890').base32;
const vectors: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [2000000000, '69279037'],
];

describe('the test TOTP helper', () => {
  it.each(vectors)('at T=%i s gives the RFC 6238 code %s (8 digits) and its last 6 digits', (t, code) => {
    expect(totpCode(secret, t * 1000, 8)).toBe(code);
    expect(totpCode(secret, t * 1000)).toBe(code.slice(2));
  });

  it('reads the secret from an otpauth URI, case-insensitively', () => {
    const uri = `otpauth://totp/Hromada:a%40example.com?secret=${secret}&issuer=Hromada&digits=6&period=30`;
    expect(secretOfUri(uri)).toBe(secret);
    expect(totpCode(secretOfUri(uri).toLowerCase(), 59_000)).toBe('287082');
  });

  it('finds a code outside the accepted window', () => {
    const at = 1111111109_000;
    const wrong = wrongTotpCode(secret, at);
    expect(wrong).toMatch(/^\d{6}$/);
    for (const d of [-30_000, 0, 30_000]) expect(wrong).not.toBe(totpCode(secret, at + d));
  });
});
