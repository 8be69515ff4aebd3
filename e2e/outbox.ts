import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverDataDir } from './data-dir';

/** One mail (or text message: `to` is then the phone number) the server wrote to its outbox. */
export type OutboxMail = { to: string; subject?: string; text: string; sentAt?: string };

/** Every message to `to`, oldest first (file names start with the time sent). */
export function mailsTo(to: string): OutboxMail[] {
  const outboxDir = join(serverDataDir(), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outboxDir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as OutboxMail)
    .filter((m) => m.to === to);
}

/** The newest message to `to`, or null. */
export function newestMailTo(to: string): OutboxMail | null {
  return mailsTo(to).at(-1) ?? null;
}

/** The first link in a mail's text to the given path on this site (e.g. '/api/auth/verify-email'). */
export function linkIn(mail: OutboxMail | null, path: string): string | null {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return mail?.text.match(new RegExp(`https?://\\S+?${escaped}\\S*`))?.[0] ?? null;
}
