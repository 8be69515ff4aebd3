import { join } from 'node:path';
import { createAuth } from './auth/auth';
import { mailerSkippingPhoneAccounts } from './auth/phone-account-email';
import type { Deps } from './core/deps';
import { createJobWakeups } from './core/wakeup';
import type { Database } from './db/client';
import { createPublicContentFeed } from './db/public-content';
import type { Env } from './env';
import { visitorCookieKey } from './http/visitor-id';
import { noticingFailures } from './mail/noticed-failures';
import { createOutboxMailer } from './mail/outbox-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createPaymentProvider } from './payments/create-payment-provider';
import { createReferenceData } from './services/catalog/reference-data';
import { createGeocoder } from './services/geocoding/create-geocoder';
import { createMessageHub } from './services/messages/message-hub';
import { unsubscribeKey } from './services/saved-searches/unsubscribe-token';
import { createSearchCache } from './services/search/search-cache';
import { createSettingsHub } from './services/settings/settings-hub';
import { createTrustSettings } from './services/settings/trust-settings';
import { createOutboxTextSender } from './sms/text-sender';
import { createPageCache } from './ssr/page-cache';
import { createStorage } from './storage/create-storage';

/** About 150 listing pages (each some 190 KB of text). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

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
  const outbox = noticingFailures(createOutboxMailer(join(env.DATA_DIR, 'outbox')));
  const mailer = mailerSkippingPhoneAccounts(
    env.SMTP_URL ? noticingFailures(createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)) : outbox,
  );
  // No SMS provider is wired yet: codes for phones always land in the outbox.
  const texts = createOutboxTextSender(outbox);
  const publicContent = createPublicContentFeed(database);
  const deps: Deps = {
    database,
    db,
    env,
    mailer,
    texts,
    auth: createAuth({ db, env, secret, mailer, texts }),
    storage: createStorage(env),
    geocoder: createGeocoder(env, db),
    clock: () => new Date(),
    // Reads deps.clock on each call, so a test that moves the clock moves signature checks too.
    payments: createPaymentProvider(env, secret, () => deps.clock()),
    settings: createSettingsHub(database, {
      streamLimits: { perAddress: env.SETTINGS_STREAMS_PER_ADDRESS, total: env.SETTINGS_STREAMS_MAX },
    }),
    messages: createMessageHub(database, {
      perAddress: env.SETTINGS_STREAMS_PER_ADDRESS,
      total: env.SETTINGS_STREAMS_MAX,
    }),
    publicContent,
    pages: createPageCache(publicContent, { seconds: env.SSR_CACHE_SECONDS, maxBytes: PAGE_CACHE_BYTES }),
    searchCache: createSearchCache(),
    catalog: createReferenceData(db, publicContent),
    trust: createTrustSettings(db, publicContent),
    wakeups: createJobWakeups(),
    visitorCookieKey: visitorCookieKey(secret),
    unsubscribeKey: unsubscribeKey(secret),
  };
  return deps;
}
