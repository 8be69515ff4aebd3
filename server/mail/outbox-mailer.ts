import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail, Mailer } from './mailer';

export interface OutboxEntry extends Mail {
  id: string;
  sentAt: string;
}

/**
 * Mail kept as JSON files in DATA_DIR/outbox instead of being sent: a developer reads it there (and
 * tests read it through readOutbox). Written to a temporary name first, so a reader never sees half.
 */
export function createOutboxMailer(dir: string): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const entry: OutboxEntry = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
      const name = `${entry.sentAt.replace(/[:.]/g, '-')}-${entry.id}.json`;
      await writeFile(join(dir, `.${name}.tmp`), JSON.stringify(entry, null, 2));
      await rename(join(dir, `.${name}.tmp`), join(dir, name));
    },
  };
}

export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxEntry));
}
