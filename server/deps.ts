import { join } from 'node:path';
import { createAuth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Deps } from './http/app-env';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createGeocoder } from './services/geocoding/create-geocoder';
import { createOutboxTextSender } from './sms/text-sender';
import { createStorage } from './storage/create-storage';

export function createDeps({
  env,
  database,
  secret,
}: {
  env: Env;
  database: Database;
  secret: string;
}): Deps {
  const { db } = database;
  const outbox = createOutboxMailer(join(env.DATA_DIR, 'outbox'));
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : outbox;
  // No SMS provider is wired yet: codes for phones always land in the outbox.
  const texts = createOutboxTextSender(outbox);
  return {
    database,
    db,
    env,
    mailer,
    texts,
    auth: createAuth({ db, env, secret, mailer, texts }),
    storage: createStorage(env),
    geocoder: createGeocoder(env, db),
    clock: () => new Date(),
  };
}
