import type { Auth } from '../auth/auth';
import type { Database, Db } from '../db/client';
import type { ApiTokenScope } from '../db/schema/api-tokens';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Geocoder } from '../services/geocoding/geocoder';
import type { SettingsHub } from '../services/settings/settings-hub';
import type { TextSender } from '../sms/text-sender';
import type { Storage } from '../storage/storage';

export interface Deps {
  database: Database;
  db: Db;
  env: Env;
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  texts: TextSender;
  /** Places ads' addresses on the map; null when GEOCODER_URL is 'off'. */
  geocoder: Geocoder | null;
  /** The time "now" for rules that depend on it (paid periods, subscriptions); tests move it. */
  clock: () => Date;
  /** Card payments: Stripe, the built-in test provider, or null when payments are off (server/payments/). */
  payments: PaymentProvider | null;
  /** This process's live platform settings (LISTEN/NOTIFY), feeding the settings SSE streams. */
  settings: SettingsHub;
  /** Signs visitor cookies (http/visitor-id.ts); derived from the app's secret. */
  visitorCookieKey: string;
}

export interface Viewer {
  id: string;
  email: string;
  role: 'admin' | 'user';
  displayName: string;
  phoneNumber: string | null;
  twoFactorEnabled: boolean;
  /**
   * How the request was authenticated (viewer.ts always sets it): a session cookie, or an API token
   * (`Authorization: Bearer hro_…`) acting as this person with its scopes. Optional only so that
   * code building a Viewer by hand (services called from tests, scripts) need not name it.
   */
  authenticatedBy?: ViewerAuthentication;
}

export type ViewerAuthentication =
  | { method: 'session' }
  | { method: 'api_token'; tokenId: string; scopes: readonly ApiTokenScope[] };

export interface AppEnv {
  /**
   * authBody: a validated body that replaces the raw one on its way to better-auth. visitorId: the
   * id in a validly signed visitor cookie, null without one (http/visitor-id.ts).
   */
  Variables: { deps: Deps; viewer: Viewer | null; authBody?: unknown; visitorId?: string | null };
}
