import type { Database, Db } from '../db/client';
import type { PublicContentFeed } from '../db/public-content';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/payment-provider';
import type { TextSender } from '../sms/text-sender';
import type { Storage } from '../storage/storage';
import type { AuthService } from './auth-service';
import type { Clock } from './clock';
import type { Geocoder } from './geocoder';
import type { MessageHub } from './message-hub';
import type { PageCache } from './page-cache';
import type { ReferenceData } from './reference-data';
import type { SearchCache } from './search-cache';
import type { SettingsHub } from './settings-hub';
import type { TrustSettingsSource } from './trust-settings';
import type { JobWakeups } from './wakeup';

/**
 * What every service is given: the database, the outside services, the settings hub and the clock,
 * and all of the process's state (caches, through core/named-cache.ts, and job wake-ups): a module
 * keeps none, so each test server has its own.
 */
export interface Deps {
  database: Database;
  db: Db;
  env: Env;
  auth: AuthService;
  storage: Storage;
  mailer: Mailer;
  texts: TextSender;
  /** Places ads' addresses on the map; null when GEOCODER_URL is 'off'. */
  geocoder: Geocoder | null;
  /** The time "now" for rules that depend on it (paid periods, subscriptions); tests move it. */
  clock: Clock;
  /** Card payments: Stripe, the built-in test provider, or null when payments are off (server/payments/). */
  payments: PaymentProvider | null;
  /** This process's live platform settings (LISTEN/NOTIFY), feeding the settings SSE streams. */
  settings: SettingsHub;
  /** This process's live feed of new messages (LISTEN/NOTIFY), feeding the message SSE streams. */
  messages: MessageHub;
  /** This process's one LISTEN for changes to public content (migration 0019), heard by the caches below. */
  publicContent: PublicContentFeed;
  /** Public pages as rendered for visitors, kept a few seconds (SSR_CACHE_SECONDS). */
  pages: PageCache;
  /** Answers to recent searches, suggestions and listing counts (SEARCH_CACHE_SECONDS). */
  searchCache: SearchCache;
  /** Cities and categories, kept until they change. */
  catalog: ReferenceData;
  /** The trust-and-safety numbers (shared/trust-settings.ts), kept until they change. */
  trust: TrustSettingsSource;
  /** Wakes this process's background jobs when a request makes work for them. */
  wakeups: JobWakeups;
  /** Signs visitor cookies (http/visitor-id.ts); derived from the app's secret. */
  visitorCookieKey: string;
  /** Signs saved searches' unsubscribe links (services/saved-searches/unsubscribe-token.ts); derived from the app's secret. */
  unsubscribeKey: string;
}
