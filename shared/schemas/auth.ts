import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import type { ValidationKey } from '../i18n/en/validation';
import { stripMarkup } from '../strip-markup';
import { displayNameText } from './display-name';
import { text, token } from './text';

// Messages are keys of the `validation` catalogue: the form translates them, the server localises them.
const msg = (key: ValidationKey) => ({ message: key });

const email = text()
  .trim()
  .min(1, msg('emailRequired'))
  .max(254, msg('invalidEmail'))
  .pipe(z.email(msg('invalidEmail')));
const password = z
  .string()
  .min(1, msg('passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, msg('passwordTooShort'))
  .max(256, msg('passwordTooLong'));

/** A path on this site (never `//host`): where a mailed link or a sign-in returns. */
export const localPath = token()
  .max(300)
  .regex(/^\/(?!\/)/);
const localPathOptional = localPath.optional();

/** Sign-up as the form sends it (confirmPassword stays in the browser). */
export const SignUpInput = z.object({
  name: text(undefined, { plain: true })
    .transform(stripMarkup)
    .pipe(z.string().min(1, msg('nameRequired')).max(80, msg('nameTooLong'))),
  email,
  password,
  /** Where the confirmation link lands (a path on this site). */
  callbackURL: localPathOptional,
});
export type SignUpInput = z.infer<typeof SignUpInput>;

/** A sign-up form's check that the password was typed the same twice (in the browser only). */
const samePasswordTwice = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const notSamePassword = { ...msg('passwordsDontMatch'), path: ['confirmPassword'] };

export const SignUpForm = SignUpInput.extend({ confirmPassword: z.string() }).refine(
  samePasswordTwice,
  notSamePassword,
);
export type SignUpForm = z.input<typeof SignUpForm>;

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, msg('passwordRequired')).max(256, msg('passwordTooLong')),
  newPassword: password,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const RequestPasswordResetInput = z.object({
  email,
  redirectTo: localPathOptional,
});

export const ResetPasswordInput = z.object({
  newPassword: password,
  token: token(msg('resetLinkInvalid')).min(1, msg('resetLinkInvalid')).max(200, msg('resetLinkInvalid')),
});

// A missing or non-text field gets the SPEC's sign-in message too, not a generic one.
export const SignInInput = z.object({
  email: text(msg('credentialsRequired'))
    .trim()
    .min(1, msg('credentialsRequired'))
    .pipe(z.email(msg('invalidEmail'))),
  password: z
    .string(msg('credentialsRequired'))
    .min(1, msg('credentialsRequired'))
    .max(256, msg('passwordTooLong')),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** International format: '+' then 7–15 digits; spaces, dots, hyphens and parentheses are dropped. */
export const phoneNumber = text(msg('credentialsRequired'))
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, msg('invalidPhone')));

export const SignInPhoneInput = z.object({
  phoneNumber,
  password: SignInInput.shape.password,
});
export type SignInPhoneInput = z.infer<typeof SignInPhoneInput>;

/** The sign-in form's one "email or phone" field: an '@' makes it an email. */
export const SignInForm = z
  .object({
    identifier: text().trim().min(1, msg('credentialsRequired')),
    password: SignInInput.shape.password,
  })
  .superRefine((v, ctx) => {
    const schema = v.identifier.includes('@') ? SignInInput.shape.email : phoneNumber;
    const parsed = schema.safeParse(v.identifier);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: parsed.error.issues[0]?.message });
  });
export type SignInForm = z.infer<typeof SignInForm>;

/** A 6-digit one-time code (a text message or an authenticator app). */
const oneTimeCode = text()
  .trim()
  .regex(/^\d{6}$/, msg('invalidCode'));

/**
 * Sign-up by phone: there is no email to take a display name from, so the name is the display name
 * (the same rules as on the profile page). Nothing is created until the texted code is confirmed.
 */
export const SignUpPhoneInput = z.object({
  name: displayNameText('nameRequired'),
  phoneNumber,
  password,
});
export type SignUpPhoneInput = z.infer<typeof SignUpPhoneInput>;

export const SignUpPhoneForm = SignUpPhoneInput.extend({ confirmPassword: z.string() }).refine(
  samePasswordTwice,
  notSamePassword,
);
export type SignUpPhoneForm = z.input<typeof SignUpPhoneForm>;

/** The second step: the id the first step answered with, and the code texted to the number. */
export const ConfirmPhoneSignUpInput = z.object({
  signUpId: token().regex(/^[\w-]{32}$/, msg('invalidCode')),
  code: oneTimeCode,
});
export type ConfirmPhoneSignUpInput = z.infer<typeof ConfirmPhoneSignUpInput>;

export const SendPhoneOtpInput = z.object({ phoneNumber });

/** Forgotten password of an account that signs in with its number: a code is texted to it. */
export const RequestPhonePasswordResetInput = z.object({ phoneNumber });
export const ResetPasswordByPhoneInput = z.object({ phoneNumber, otp: oneTimeCode, newPassword: password });
export type ResetPasswordByPhoneInput = z.infer<typeof ResetPasswordByPhoneInput>;
export const VerifyPhoneInput = z.object({
  phoneNumber,
  code: oneTimeCode,
  // Only adding a number to the signed-in account; the OTP sign-in/sign-up path stays closed.
  updatePhoneNumber: z.literal(true),
});

/** Email change asks for the current password first (re-authentication). */
export const ChangeEmailInput = z.object({
  newEmail: email,
  password: z.string().min(1, msg('passwordRequired')).max(256, msg('passwordTooLong')),
  callbackURL: localPathOptional,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

/** Enabling or disabling two-factor, or new backup codes: the current password. */
export const TwoFactorPasswordInput = z.object({
  password: z.string().min(1, msg('passwordRequired')).max(256, msg('passwordTooLong')),
});
export const TotpCodeInput = z.object({
  code: oneTimeCode,
  trustDevice: z.boolean().optional(),
});
export const BackupCodeInput = z.object({
  code: text().trim().min(1, msg('codeRequired')).max(40, msg('invalidCode')),
  trustDevice: z.boolean().optional(),
});

export const UpdateProfileInput = z.object({ display_name: displayNameText('displayNameRequired') });
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;
