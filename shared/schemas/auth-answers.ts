import { z } from 'zod';

/**
 * What better-auth's endpoints (/api/auth/*) answer, as far as the interface reads it. They are not
 * in our OpenAPI document; only the fields read are checked, the rest is dropped.
 */

/** An answer the interface does not read (it only needs the 2xx). */
export const UnreadAuthAnswer = z.unknown();

export const AuthStatus = z.object({ status: z.boolean() });

export const SignOutAnswer = z.object({ success: z.boolean() });

/** With two-factor on, no session yet: only a short-lived challenge cookie. */
export const SignInAnswer = z.object({
  twoFactorRedirect: z.boolean().optional(),
  twoFactorMethods: z.array(z.string()).optional(),
});

/** Where to send the browser to sign in with Google. */
export const SocialSignInAnswer = z.object({ url: z.string().optional() });

/** Where to send the browser to link a Google account. */
export const LinkSocialAnswer = z.object({ url: z.string() });

/** The first step of a phone sign-up: the same whether or not the number already has an account. */
export const PhoneSignUpStarted = z.object({ status: z.boolean(), signUpId: z.string() });
export type PhoneSignUpStarted = z.infer<typeof PhoneSignUpStarted>;

export const BackupCodes = z.object({ backupCodes: z.array(z.string()) });

export const TwoFactorSetup = BackupCodes.extend({ totpURI: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;
