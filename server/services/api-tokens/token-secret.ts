import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'hro_';
/** How many characters after `hro_` are kept in clear, so people can tell their tokens apart. */
export const SHOWN_PREFIX_LENGTH = 8;
// 32 random bytes are 43 base64url characters.
const SECRET_PATTERN = /^hro_[A-Za-z0-9_-]{43}$/;

/** SHA-256 of the whole secret, hex: what the table keeps. A fast hash suffices for 256 random bits. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret (`hro_` + 32 random bytes, base64url), its hash and the prefix shown in lists. */
export function newSecret() {
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    secret,
    hash: hashSecret(secret),
    prefix: secret.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + SHOWN_PREFIX_LENGTH),
  };
}

/** Whether the text has the shape of one of our secrets (anything else is refused without a lookup). */
export const looksLikeSecret = (text: string) => SECRET_PATTERN.test(text);
