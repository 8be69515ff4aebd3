/** The base32 secret of an `otpauth://totp/…?secret=…` URI, for typing into an app by hand. */
export function totpSecret(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** The secret in groups of four, easier to copy by eye. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
