import { join } from 'node:path';
import { createAuth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Deps } from './http/app-env';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createLocalStorage, defaultStorageRoot } from './storage/local-storage';

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
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(join(env.DATA_DIR, 'outbox'));
  return {
    database,
    db,
    env,
    mailer,
    auth: createAuth({ db, env, secret, mailer }),
    storage: createLocalStorage(defaultStorageRoot(env.DATA_DIR)),
  };
}
