import { createHmac, timingSafeEqual } from 'node:crypto';

/** The key unsubscribe links are signed with: derived from the app's secret and used for nothing else. */
export const unsubscribeKey = (secret: string) =>
  createHmac('sha256', secret).update('hromada saved-search unsubscribe').digest('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (savedSearchId: string, key: string) =>
  createHmac('sha256', key).update(savedSearchId).digest('base64url');

/** The token of a saved search's unsubscribe link: its id and signature, so no sign-in is needed. */
export const unsubscribeToken = (savedSearchId: string, key: string) =>
  `${savedSearchId}.${signatureOf(savedSearchId, key)}`;

/** The saved search a token names, or null when it is not one this site signed. */
export function verifiedUnsubscribeToken(token: string, key: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(id, key));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
