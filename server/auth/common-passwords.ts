import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';

// The 10,000 most used passwords (of the list, ordered by frequency), as OWASP and NIST advise
// checking; server-side only, so the browser bundle does not carry the list.
const COMMON = new Set(
  dictionary['passwords-common']
    .slice(0, 10_000)
    .map((p) => p.toLowerCase())
    .filter((p) => p.length >= MIN_PASSWORD_LENGTH),
);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
