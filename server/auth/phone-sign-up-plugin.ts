import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { parseUserOutput } from 'better-auth/db';
import { ConfirmPhoneSignUpInput, SignUpPhoneInput } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { phoneCodeText } from '../mail/templates';
import { mayTextNumber } from '../sms/number-limit';
import { alreadyRegisteredText } from '../sms/sign-up-texts';
import type { TextSender } from '../sms/text-sender';
import { phoneAccountEmail } from './phone-account-email';
import { languageOfRequest } from './request-language';

/** As for codes that add a number to an account (the phoneNumber plugin in auth.ts). */
const CODE_LIFETIME_MS = 5 * 60 * 1000;
const CODE_ATTEMPTS = 3;

/** What waits in better-auth's verification table between the two steps; it never leaves the server. */
type PendingSignUp = {
  phoneNumber: string;
  name: string;
  passwordHash: string;
  code: string;
  attempts: number;
};

const pendingKey = (signUpId: string) => `phone-sign-up:${signUpId}`;
const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const invalidCode = () => new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid code' });

/**
 * Sign-up with a phone number and a password (docs/decisions/006). The first step answers the same
 * for a new number and a taken one: a new one gets a code by text, the owner of a taken one a note
 * instead. The account exists only once the code comes back, so nobody can take a number that is not
 * theirs; each first step has its own id, so a stranger's later request for the same number cannot
 * swap the password of a sign-up under way.
 */
export function phoneSignUpPlugin({
  db,
  texts,
  siteUrl,
}: {
  db: Db;
  texts: TextSender;
  siteUrl: string;
}): BetterAuthPlugin {
  return {
    id: 'hromada-phone-sign-up',
    endpoints: {
      signUpPhoneNumber: createAuthEndpoint(
        '/sign-up/phone-number',
        { method: 'POST', body: SignUpPhoneInput },
        async (ctx) => {
          const { name, phoneNumber, password } = ctx.body;
          const lang = languageOfRequest(ctx.request);
          // Hashed for a taken number too, so both answers take as long.
          const passwordHash = await ctx.context.password.hash(password);
          const signUpId = randomBytes(24).toString('base64url');
          const owner = await ctx.context.adapter.findOne({
            model: 'user',
            where: [{ field: 'phoneNumber', value: phoneNumber }],
          });
          if (!(await mayTextNumber(db, phoneNumber))) return ctx.json({ status: true, signUpId });
          if (owner) {
            await texts.send({ to: phoneNumber, text: alreadyRegisteredText(siteUrl, lang) });
            return ctx.json({ status: true, signUpId });
          }
          const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          const pending: PendingSignUp = { phoneNumber, name, passwordHash, code, attempts: 0 };
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: pendingKey(signUpId),
            value: JSON.stringify(pending),
            expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
          });
          await texts.send({ to: phoneNumber, text: phoneCodeText(code, lang) });
          return ctx.json({ status: true, signUpId });
        },
      ),

      confirmPhoneSignUp: createAuthEndpoint(
        '/phone-number/confirm-sign-up',
        { method: 'POST', body: ConfirmPhoneSignUpInput },
        async (ctx) => {
          const key = pendingKey(ctx.body.signUpId);
          // Taken atomically: of two answers at once, one gets the row and the other a refusal.
          const row = await ctx.context.internalAdapter.consumeVerificationValue(key);
          if (!row) throw invalidCode();
          const pending = JSON.parse(row.value) as PendingSignUp;
          if (!sameCode(pending.code, ctx.body.code)) {
            if (pending.attempts + 1 < CODE_ATTEMPTS)
              await ctx.context.internalAdapter.createVerificationValue({
                identifier: key,
                value: JSON.stringify({ ...pending, attempts: pending.attempts + 1 }),
                expiresAt: row.expiresAt,
              });
            throw invalidCode();
          }

          // Only the holder of the number gets here; it was free when the code was sent.
          const taken = await ctx.context.adapter.findOne({
            model: 'user',
            where: [{ field: 'phoneNumber', value: pending.phoneNumber }],
          });
          if (taken)
            throw new APIError('BAD_REQUEST', { code: 'PHONE_NUMBER_EXIST', message: 'Number taken' });
          const user = await ctx.context.internalAdapter
            .createUser(
              {
                email: phoneAccountEmail(),
                name: pending.name,
                emailVerified: false,
                phoneNumber: pending.phoneNumber,
                phoneNumberVerified: true,
              },
              { method: 'phone-number' },
            )
            .catch((error: unknown) => {
              if (isAPIError(error)) throw error;
              // The number was taken in the moment between the check and the insert.
              throw new APIError('BAD_REQUEST', { code: 'FAILED_TO_CREATE_USER', message: 'Not created' });
            });
          await ctx.context.internalAdapter.linkAccount({
            userId: user.id,
            providerId: 'credential',
            accountId: user.id,
            password: pending.passwordHash,
          });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, user: parseUserOutput(ctx.context.options, user) });
        },
      ),
    },
  };
}
