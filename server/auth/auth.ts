import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import type { Db } from '../db/client';
import * as schema from '../db/schema/auth';
import type { Env } from '../env';
import { languageOfRequest } from '../http/locale';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import { ensureProfile } from '../services/profiles/ensure-profile';
import { isAccountDisabled } from '../services/profiles/set-account-disabled';
import { checkRateLimit } from '../services/rate-limit/check-rate-limit';
import { hashPassword, verifyPassword } from './password';

export const CLIENT_ADDRESS_HEADER = 'x-hromada-client-address';

export function createAuth({
  db,
  env,
  secret,
  mailer,
}: {
  db: Db;
  env: Env;
  secret: string;
  mailer: Mailer;
}) {
  return betterAuth({
    appName: 'Hromada',
    baseURL: env.baseUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, url }, request) =>
        mailer.send(resetPasswordMail(user.email, url, languageOfRequest(request))),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    databaseHooks: {
      user: { create: { after: async (user) => void (await ensureProfile(db, user)) } },
      // Runs after the password was checked, so only the owner of the password learns the account is disabled.
      session: {
        create: {
          before: async (s) => {
            if (await isAccountDisabled(db, s.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'Account disabled' });
            }
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      // Set by our own handler from the socket (or trusted proxy), never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Its limiter keeps counts in our check_rate_limit table, so every server process shares them.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Sign-in and sign-up follow the SPEC's limits through our own middleware (server/app.ts).
      customRules: { '/sign-in/email': false, '/sign-up/email': false },
      customStorage: {
        async consume(key, rule) {
          const minutes = Math.max(1, Math.ceil(rule.window / 60));
          const result = await checkRateLimit(db, key, 'auth_endpoint', {
            limit: rule.max,
            windowMinutes: minutes,
          });
          return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retry_after };
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
