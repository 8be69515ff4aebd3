import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, phoneNumber, twoFactor } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { phoneNumber as phoneNumberSchema } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import * as schema from '../db/schema/auth';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { alreadyRegisteredMail, confirmEmailMail, phoneCodeText, resetPasswordMail } from '../mail/templates';
import { afterPasswordReset } from '../services/account-protection/after-password-reset';
import { sendWithinInboxLimit } from '../services/account-protection/inbox-limit';
import { ensureProfile } from '../services/profiles/ensure-profile';
import { isAccountDisabled } from '../services/profiles/set-account-disabled';
import { checkRateLimit } from '../services/rate-limit/check-rate-limit';
import { mayTextNumber } from '../sms/number-limit';
import { passwordResetCodeText } from '../sms/sign-up-texts';
import type { TextSender } from '../sms/text-sender';
import { authEventsPlugin } from './auth-events-plugin';
import { betterAuthPassword } from './better-auth-password';
import { isPhoneAccountEmail } from './phone-account-email';
import { phoneSignUpPlugin } from './phone-sign-up-plugin';
import { languageOfRequest } from './request-language';
import { trustedOrigins } from './trusted-origins';

export const CLIENT_ADDRESS_HEADER = 'x-hromada-client-address';

export function createAuth({
  db,
  env,
  secret,
  mailer,
  texts,
}: {
  db: Db;
  env: Env;
  secret: string;
  mailer: Mailer;
  texts: TextSender;
}) {
  return betterAuth({
    appName: 'Hromada',
    baseURL: env.baseUrl,
    trustedOrigins: trustedOrigins(env.baseUrl),
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      password: betterAuthPassword,
      // Reset and "already registered" mails are also limited per inbox (account-protection/inbox-limit).
      sendResetPassword: ({ user, url }, request) =>
        sendWithinInboxLimit(db, mailer, resetPasswordMail(user.email, url, languageOfRequest(request))),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => afterPasswordReset(db, user.id),
      // With verification required, sign-up answers the same for a taken address (no enumeration)
      // and the owner of that address gets a note instead of a confirmation link.
      requireEmailVerification: true,
      onExistingUserSignUp: ({ user }, request) =>
        sendWithinInboxLimit(
          db,
          mailer,
          alreadyRegisteredMail(user.email, env.baseUrl, languageOfRequest(request)),
        ),
    },
    emailVerification: {
      sendVerificationEmail: ({ user, url }, request) =>
        mailer.send(confirmEmailMail(user.email, url, languageOfRequest(request))),
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
    },
    user: {
      // The new address takes effect only once the link mailed to it is opened; server/app.ts asks
      // for the current password first.
      changeEmail: { enabled: true },
    },
    account: {
      // Google links to an existing account only for an address Google says it verified.
      accountLinking: { enabled: true, allowDifferentEmails: false },
    },
    databaseHooks: {
      // A phone-only account has no email to take a display name from: its sign-up name is the one.
      user: {
        create: {
          after: async (user) =>
            void (await ensureProfile(db, user, isPhoneAccountEmail(user.email) ? user.name : undefined)),
        },
      },
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
    plugins: [
      twoFactor({ issuer: 'Hromada' }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        requireVerification: true,
        phoneNumberValidator: (value) => phoneNumberSchema.safeParse(value).success,
        sendOTP: ({ phoneNumber: to, code }, ctx) =>
          texts.send({ to, text: phoneCodeText(code, languageOfRequest(ctx?.request)) }),
        // Only numbers with an account get a code; the answer is the same for every number. Like the
        // other texts nobody signed in asked for, a few per number an hour (each costs money).
        sendPasswordResetOTP: async ({ phoneNumber: to, code }, ctx) => {
          if (await mayTextNumber(db, to))
            await texts.send({ to, text: passwordResetCodeText(code, languageOfRequest(ctx?.request)) });
        },
      }),
      phoneSignUpPlugin({ db, texts, siteUrl: env.baseUrl }),
      ...(env.googleSignIn
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: env.GOOGLE_CLIENT_ID ?? '',
                  clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      authEventsPlugin(db, CLIENT_ADDRESS_HEADER), // last: it logs what the others decided
    ],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      // CSRF: a state-changing request must come from our own origin. better-auth turns this off
      // when it thinks it runs under a test runner; we want the same behaviour everywhere.
      disableOriginCheck: false,
      // Set by our own handler from the socket (or trusted proxy), never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Its limiter keeps counts in our check_rate_limit table, so every server process shares them.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Where our own middleware applies SPEC's limits (server/http/auth-routes.ts), its stricter
      // defaults (3 per 10 s or per minute) would refuse people below those limits.
      customRules: Object.fromEntries(
        [
          '/sign-in/email',
          '/sign-in/phone-number',
          '/sign-in/social',
          '/sign-up/email',
          '/sign-up/phone-number',
          '/change-password',
          '/change-email',
          '/request-password-reset',
          '/phone-number/request-password-reset',
          '/phone-number/reset-password',
          '/send-verification-email',
        ].map((path) => [path, false]),
      ),
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
