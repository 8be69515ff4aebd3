import { Secret, TOTP, URI } from 'otpauth';

// Codes as an authenticator app makes them, by otpauth (docs/decisions/020-otpauth.md), with the
// RFC 6238 settings better-auth's two-factor plugin uses: HMAC-SHA-1, 30-second steps, 6 digits.
// The API tests and the browser journeys (e2e/) both use this module.

/** The code for the base32 `secret` at `at` (ms); `digits` only for the RFC's 8-digit test vectors. */
export function totpCode(secretBase32: string, at = Date.now(), digits = 6): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), digits, timestamp: at });
}

/** The base32 secret of an otpauth:// URI (what an authenticator app scans). */
export function secretOfUri(otpauthUri: string): string {
  return URI.parse(otpauthUri).secret.base32;
}

/** A six-digit code the server cannot accept at `at` (it takes the previous, current and next step). */
export function wrongTotpCode(secretBase32: string, at = Date.now()): string {
  const secret = Secret.fromBase32(secretBase32);
  for (let n = 0; ; n++) {
    const token = String(n).padStart(6, '0');
    if (TOTP.validate({ token, secret, timestamp: at, window: 1 }) === null) return token;
  }
}
