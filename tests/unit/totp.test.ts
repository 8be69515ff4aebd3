import { describe, expect, it } from 'vitest';
import { secretOfUri, toBase32, totpCode, wrongTotpCode } from '../support/totp';

// RFC 6238 appendix B, SHA-1 rows: the secret is the ASCII text '12345678901234567890'.
const secret = toBase32(Buffer.from('12345678901234567890', 'ascii'));
const vectors: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('the test TOTP helper', () => {
  it('encodes the RFC secret as the familiar base32 text', () => {
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it.each(vectors)('at T=%i s gives the RFC 6238 code %s (8 digits) and its last 6 digits', (t, code) => {
    expect(totpCode(secret, t * 1000, 8)).toBe(code);
    expect(totpCode(secret, t * 1000)).toBe(code.slice(2));
  });

  it('keeps one code for the whole 30-second step', () => {
    expect(totpCode(secret, 30_000)).toBe(totpCode(secret, 59_999));
    expect(totpCode(secret, 59_999)).not.toBe(totpCode(secret, 60_000));
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
