import { z } from 'zod';
import {
  BackupCodeInput,
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmPhoneSignUpInput,
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
} from '../schemas/auth';
import {
  AuthStatus,
  BackupCodes,
  LinkSocialAnswer,
  PhoneSignUpStarted,
  SignInAnswer,
  SignOutAnswer,
  SocialSignInAnswer,
  TwoFactorSetup,
  UnreadAuthAnswer,
} from '../schemas/auth-answers';
import { AUTH_PREFIX, type Operation } from './operation';

/**
 * The endpoints of better-auth (server/auth) that the interface and the tests call, under /api/auth.
 * better-auth serves them, not contract routes, and they are not in the OpenAPI document; they are
 * declared here so that every caller takes its path and body from one place.
 */
const authOperation = <const O extends Omit<Operation, 'prefix' | 'status'>>(declared: O) =>
  ({ ...declared, prefix: AUTH_PREFIX, status: 200 }) as const;

const post = <const P extends `/${string}`, B extends z.ZodType, A extends z.ZodType>(
  path: P,
  body: B,
  answer: A,
) => authOperation({ method: 'post', path, body, answer });

const nothing = z.object({});

export const signUpEmail = post('/sign-up/email', SignUpInput, UnreadAuthAnswer);
export const signInEmail = post(
  '/sign-in/email',
  SignInInput.extend({ rememberMe: z.boolean().optional() }),
  SignInAnswer,
);
export const signUpPhone = post('/sign-up/phone-number', SignUpPhoneInput, PhoneSignUpStarted);
export const confirmPhoneSignUp = post(
  '/phone-number/confirm-sign-up',
  ConfirmPhoneSignUpInput,
  UnreadAuthAnswer,
);
export const signInPhone = post('/sign-in/phone-number', SignInPhoneInput, SignInAnswer);
export const signInSocial = post(
  '/sign-in/social',
  z.object({
    provider: z.literal('google'),
    callbackURL: z.string().optional(),
    errorCallbackURL: z.string().optional(),
    disableRedirect: z.boolean().optional(),
  }),
  SocialSignInAnswer,
);
export const signOut = post('/sign-out', nothing, SignOutAnswer);

export const sendVerificationEmail = post(
  '/send-verification-email',
  z.object({ email: z.string(), callbackURL: z.string().optional() }),
  AuthStatus,
);
/** The link a confirmation mail carries. */
export const verifyEmail = authOperation({
  method: 'get',
  path: '/verify-email',
  query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
  answer: UnreadAuthAnswer,
});

export const requestPasswordReset = post('/request-password-reset', RequestPasswordResetInput, AuthStatus);
/** The link a reset mail carries: it redirects to the form with the token. */
export const openPasswordResetLink = authOperation({
  method: 'get',
  path: '/reset-password/{token}',
  params: z.object({ token: z.string() }),
  query: z.object({ callbackURL: z.string().optional() }),
  answer: UnreadAuthAnswer,
});
export const resetPassword = post('/reset-password', ResetPasswordInput, AuthStatus);
export const requestPhonePasswordReset = post(
  '/phone-number/request-password-reset',
  RequestPhonePasswordResetInput,
  AuthStatus,
);
export const resetPasswordByPhone = post(
  '/phone-number/reset-password',
  ResetPasswordByPhoneInput,
  AuthStatus,
);

export const sendPhoneOtp = post('/phone-number/send-otp', SendPhoneOtpInput, UnreadAuthAnswer);
export const verifyPhone = post('/phone-number/verify', VerifyPhoneInput, UnreadAuthAnswer);

export const changePassword = post('/change-password', ChangePasswordInput, UnreadAuthAnswer);
export const changeEmail = post('/change-email', ChangeEmailInput, AuthStatus);
export const updateUser = post('/update-user', z.object({ name: z.string().optional() }), AuthStatus);

export const enableTwoFactor = post('/two-factor/enable', TwoFactorPasswordInput, TwoFactorSetup);
export const disableTwoFactor = post('/two-factor/disable', TwoFactorPasswordInput, UnreadAuthAnswer);
export const generateBackupCodes = post(
  '/two-factor/generate-backup-codes',
  TwoFactorPasswordInput,
  BackupCodes,
);
export const verifyTotp = post('/two-factor/verify-totp', TotpCodeInput, UnreadAuthAnswer);
export const verifyBackupCode = post('/two-factor/verify-backup-code', BackupCodeInput, UnreadAuthAnswer);

export const linkSocial = post(
  '/link-social',
  z.object({ provider: z.literal('google'), callbackURL: z.string().optional() }),
  LinkSocialAnswer,
);
export const unlinkAccount = post(
  '/unlink-account',
  z.object({ providerId: z.string(), accountId: z.string().optional() }),
  UnreadAuthAnswer,
);
export const listAccounts = authOperation({
  method: 'get',
  path: '/list-accounts',
  answer: UnreadAuthAnswer,
});

export const getSession = authOperation({ method: 'get', path: '/get-session', answer: UnreadAuthAnswer });
export const revokeSessions = post('/revoke-sessions', nothing, UnreadAuthAnswer);
export const revokeOtherSessions = post('/revoke-other-sessions', nothing, UnreadAuthAnswer);

/** Where Google sends the browser back after consent (the OpenID Connect stand-in in tests). */
export const googleCallback = authOperation({
  method: 'get',
  path: '/callback/google',
  query: z.object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
  }),
  answer: UnreadAuthAnswer,
});
