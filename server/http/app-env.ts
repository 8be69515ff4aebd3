import type { Auth } from '../auth/auth';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
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
}

export interface Viewer {
  id: string;
  email: string;
  role: 'admin' | 'user';
  displayName: string;
  phoneNumber: string | null;
  twoFactorEnabled: boolean;
}

export interface AppEnv {
  /** authBody: a validated body that replaces the raw one on its way to better-auth. */
  Variables: { deps: Deps; viewer: Viewer | null; authBody?: unknown };
}
