import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { RateLimitAction } from '../../shared/constants';
import {
  BackupCodeInput,
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmPhoneSignUpInput,
  localPath,
  RequestPasswordResetInput,
  RequestPhonePasswordResetInput,
  ResetPasswordByPhoneInput,
  ResetPasswordInput,
  SendPhoneOtpInput,
  SignInInput,
  SignInPhoneInput,
  SignUpInput,
  SignUpPhoneInput,
  TotpCodeInput,
  TwoFactorPasswordInput,
  VerifyPhoneInput,
} from '../../shared/schemas/auth';
import { hashingAs, hashingBusyError, hashingQueueFull } from '../auth/hashing-queue';
import { AppError } from '../core/app-error';
import { currentRequest } from '../core/request-context';
import { mailNotSent } from '../mail/noticed-failures';
import { linkedAccountId } from '../services/users/linked-account';
import type { AppEnv } from './app-env';
import { validateAuthBody } from './auth-body';
import { inOurErrorFormat } from './auth-errors';
import { authRequest } from './auth-request';
import { limitBody } from './body-limit';
import { addressForLimits, clientAddress } from './caller';
import { refuseCrossSiteAttempts } from './cross-site-writes';
import { credentialRateLimit, rateLimit } from './rate-limit';
import { refuseCommonPassword } from './refuse-common-password';
import { requireCurrentPassword } from './require-password';
import { signInLockout } from './sign-in-lockout';
import { refuseUnavailableSignUpName } from './sign-up-name';
import { requireViewer, signedInViewer, viewerMiddleware } from './viewer';

// better-auth endpoints we do not offer: mailed 2FA codes, account
// deletion (admins manage accounts), its own profile update (ours is PATCH /api/v1/me), a password
// oracle, and handing Google's tokens or profile to the browser.
export const CLOSED_AUTH_PATHS = [
  '/api/auth/two-factor/send-otp',
  '/api/auth/two-factor/verify-otp',
  '/api/auth/delete-user',
  '/api/auth/delete-user/callback',
  '/api/auth/update-user',
  '/api/auth/update-session',
  '/api/auth/verify-password',
  '/api/auth/get-access-token',
  '/api/auth/refresh-token',
  '/api/auth/account-info',
];

const SocialInput = z.object({
  provider: z.literal('google'),
  callbackURL: localPath.optional(),
  errorCallbackURL: localPath.optional(),
});

/** The app names a provider to unlink; better-auth wants the viewer's account row for it. */
const unlinkByProvider = createMiddleware<AppEnv>(async (c, next) => {
  const { providerId } = c.var.authBody as { providerId: string };
  c.set('authBody', { accountId: await linkedAccountId(c.var.deps.db, signedInViewer(c), providerId) });
  await next();
});

/** The hashes of a request that checks or hashes a password take their turn as its client address's. */
const hashingByAddress = createMiddleware<AppEnv>((c, next) =>
  hashingAs(addressForLimits(clientAddress(c)), next),
);
/**
 * Requests that check or hash a password are refused at once while their address already has its
 * place in the hashing queue, or the queue is full: after their attempt is counted (a refused attempt
 * costs one), before a database read or an auth event (the queue itself refuses too).
 */
const refuseWhileHashingBusy = createMiddleware<AppEnv>(async (_c, next) => {
  if (hashingQueueFull()) throw hashingBusyError();
  await next();
});
const HASHING_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/phone-number',
  '/api/auth/sign-up/email',
  '/api/auth/sign-up/phone-number',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/reset-password',
  '/api/auth/phone-number/reset-password',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/generate-backup-codes',
];

const googleConfigured = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.deps.env.googleSignIn) throw new AppError('SIGN_IN_METHOD_UNAVAILABLE', 404);
  await next();
});

/**
 * One counted attempt at `action`, placed after a route's validation: invalid input is not counted,
 * and neither is a request from another site (refused here, before better-auth would refuse it).
 */
const attempt = (action: RateLimitAction) => [refuseCrossSiteAttempts, rateLimit(action)] as const;
/** The same on a credential route: counted per client address (and person), never per visitor cookie. */
const credentialAttempt = (action: RateLimitAction, options?: { givenBackOnSuccess: boolean }) =>
  [refuseCrossSiteAttempts, credentialRateLimit(action, options)] as const;

/** Sign-in, sign-up and account forms are small; one body limit for the whole site (body-limit.ts), at this size. */
const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

/** /api/auth/*: our validation, limits and re-authentication in front of better-auth. */
export function mountAuthRoutes(app: Hono<AppEnv>) {
  app.use('/api/auth/*', limitBody(AUTH_BODY_LIMIT_BYTES));
  for (const path of CLOSED_AUTH_PATHS) app.all(path, () => Promise.reject(new AppError('NOT_FOUND', 404)));
  for (const path of HASHING_PATHS) app.post(path, hashingByAddress);

  app.post('/api/auth/sign-in/email', validateAuthBody(SignInInput));
  app.post('/api/auth/sign-in/phone-number', validateAuthBody(SignInPhoneInput));
  app.post('/api/auth/sign-in/social', googleConfigured, validateAuthBody(SocialInput));
  app.post('/api/auth/sign-up/email', validateAuthBody(SignUpInput), refuseCommonPassword('password'));
  app.post(
    '/api/auth/sign-up/phone-number',
    validateAuthBody(SignUpPhoneInput),
    refuseCommonPassword('password'),
    refuseUnavailableSignUpName,
  );
  app.post('/api/auth/phone-number/confirm-sign-up', validateAuthBody(ConfirmPhoneSignUpInput));
  // Counted after the checks above (Hono runs the matching middleware in the order registered). A
  // sign-in that succeeds is given back: wrong passwords use up an address's allowance, right ones not.
  for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-in/phone-number'])
    app.post(path, ...credentialAttempt('auth_login', { givenBackOnSuccess: true }));
  app.post('/api/auth/sign-in/social', ...attempt('auth_login'));
  app.on('POST', '/api/auth/sign-up/*', ...credentialAttempt('auth_signup'));
  // After the count: a paused account's refusal is an attempt too.
  app.post('/api/auth/sign-in/email', signInLockout('email'));
  app.post('/api/auth/sign-in/phone-number', signInLockout('phone'));

  // Signed-in changes count per person (user:{id}), as SPEC says for signed-in callers, and per address.
  app.post(
    '/api/auth/change-password',
    viewerMiddleware,
    validateAuthBody(ChangePasswordInput),
    refuseCommonPassword('newPassword'),
    ...credentialAttempt('profile_update'),
  );
  app.post(
    '/api/auth/change-email',
    requireViewer,
    validateAuthBody(ChangeEmailInput),
    ...credentialAttempt('profile_update'),
    requireCurrentPassword,
  );
  app.post(
    '/api/auth/request-password-reset',
    validateAuthBody(RequestPasswordResetInput),
    ...credentialAttempt('password_reset'),
  );
  app.post(
    '/api/auth/reset-password',
    validateAuthBody(ResetPasswordInput),
    refuseCommonPassword('newPassword'),
    ...credentialAttempt('password_reset'),
  );

  // An account that signs in with its phone number: a texted code instead of a mailed link.
  app.post(
    '/api/auth/phone-number/request-password-reset',
    validateAuthBody(RequestPhonePasswordResetInput),
    ...credentialAttempt('password_reset'),
  );
  app.post(
    '/api/auth/phone-number/reset-password',
    validateAuthBody(ResetPasswordByPhoneInput),
    refuseCommonPassword('newPassword'),
    ...credentialAttempt('password_reset'),
  );

  app.post(
    '/api/auth/send-verification-email',
    validateAuthBody(
      RequestPasswordResetInput.pick({ email: true }).extend({ callbackURL: localPath.optional() }),
    ),
    ...credentialAttempt('verification_mail'),
  );

  // A phone is only ever added to the signed-in account, after a code sent to it.
  app.post(
    '/api/auth/phone-number/send-otp',
    requireViewer,
    validateAuthBody(SendPhoneOtpInput),
    ...attempt('phone_code'),
  );
  app.post('/api/auth/phone-number/verify', requireViewer, validateAuthBody(VerifyPhoneInput));

  for (const path of ['enable', 'disable', 'generate-backup-codes'])
    app.post(`/api/auth/two-factor/${path}`, validateAuthBody(TwoFactorPasswordInput));
  app.post('/api/auth/two-factor/verify-totp', validateAuthBody(TotpCodeInput));
  app.post('/api/auth/two-factor/verify-backup-code', validateAuthBody(BackupCodeInput));

  app.post(
    '/api/auth/unlink-account',
    requireViewer,
    validateAuthBody(z.object({ providerId: z.literal('google') })),
    unlinkByProvider,
  );
  app.post(
    '/api/auth/link-social',
    googleConfigured,
    validateAuthBody(SocialInput.omit({ errorCallbackURL: true })),
  );

  // Last before better-auth: every count and check above comes first.
  for (const path of HASHING_PATHS) app.post(path, refuseWhileHashingBusy);

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const res = await c.var.deps.auth.handler(authRequest(c));
    // A confirmation, reset or code that could not be sent: better-auth answers as if it had gone.
    // The account of an email sign-up exists by then; signing in sends its link again.
    if (currentRequest()?.mailNotSent)
      return inOurErrorFormat(
        c,
        res,
        mailNotSent(c.req.path === '/api/auth/sign-up/email' ? 'SIGN_UP_MAIL_NOT_SENT' : 'MAIL_NOT_SENT'),
      );
    return inOurErrorFormat(c, res);
  });
}
