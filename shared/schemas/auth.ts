import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import type { ValidationKey } from '../i18n/en/validation';
import { stripMarkup } from '../strip-markup';

// Messages are keys of the `validation` catalogue: the form translates them, the server localises them.
const msg = (key: ValidationKey) => ({ message: key });

const email = z
  .string()
  .trim()
  .min(1, msg('emailRequired'))
  .max(254, msg('invalidEmail'))
  .pipe(z.email(msg('invalidEmail')));
const password = z
  .string()
  .min(1, msg('passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, msg('passwordTooShort'))
  .max(256, msg('passwordTooLong'));

/** Sign-up as the form sends it (confirmPassword stays in the browser). */
export const SignUpInput = z.object({
  name: z
    .string()
    .transform(stripMarkup)
    .pipe(z.string().min(1, msg('nameRequired')).max(80, msg('nameTooLong'))),
  email,
  password,
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignUpForm = SignUpInput.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { ...msg('passwordsDontMatch'), path: ['confirmPassword'] },
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
  redirectTo: z
    .string()
    .max(200)
    .regex(/^\/(?!\/)/)
    .optional(),
});

export const ResetPasswordInput = z.object({
  newPassword: password,
  token: z.string().min(1, msg('resetLinkInvalid')).max(200, msg('resetLinkInvalid')),
});

// A missing or non-text field gets the SPEC's sign-in message too, not a generic one.
export const SignInInput = z.object({
  email: z
    .string(msg('credentialsRequired'))
    .trim()
    .min(1, msg('credentialsRequired'))
    .pipe(z.email(msg('invalidEmail'))),
  password: z
    .string(msg('credentialsRequired'))
    .min(1, msg('credentialsRequired'))
    .max(256, msg('passwordTooLong')),
});
export type SignInInput = z.infer<typeof SignInInput>;
