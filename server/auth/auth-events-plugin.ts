import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '../db/client';
import { recordAuthEvent } from '../services/auth-events/record-auth-event';

/** better-auth paths worth a line in auth_events, and the event name each gets. */
const EVENTS: Record<string, string> = {
  '/sign-up/email': 'sign_up',
  '/sign-up/phone-number': 'sign_up_phone',
  '/phone-number/confirm-sign-up': 'sign_up_phone_confirmed',
  '/verify-email': 'email_verified',
  '/sign-in/email': 'sign_in',
  '/sign-in/phone-number': 'sign_in',
  '/callback/:id': 'sign_in_google',
  '/two-factor/verify-totp': 'two_factor_code',
  '/two-factor/verify-backup-code': 'two_factor_backup_code',
  '/two-factor/enable': 'two_factor_setup',
  '/two-factor/disable': 'two_factor_disabled',
  '/two-factor/generate-backup-codes': 'two_factor_backup_codes_renewed',
  '/change-password': 'password_changed',
  '/request-password-reset': 'password_reset_requested',
  '/reset-password': 'password_reset',
  '/phone-number/request-password-reset': 'password_reset_requested',
  '/phone-number/reset-password': 'password_reset',
  '/change-email': 'email_change_requested',
  '/phone-number/verify': 'phone_verified',
  '/link-social': 'link_google',
  '/unlink-account': 'unlink_account',
  '/sign-out': 'sign_out',
  '/revoke-sessions': 'sign_out_everywhere',
  '/revoke-other-sessions': 'sign_out_other_devices',
};

type Returned = { statusCode?: number; body?: { code?: string }; twoFactorRedirect?: boolean } | undefined;

function outcomeOf(returned: Returned): string {
  if (returned?.twoFactorRedirect) return 'two_factor_required';
  const status = returned?.statusCode;
  // Redirects come back as errors with a 3xx status; they are successes.
  if (status === undefined || status < 400) return 'success';
  return returned?.body?.code ?? `http_${status}`;
}

/**
 * Records account events after every other hook has run (plugins' after-hooks run in order, this
 * one is registered last), so e.g. a sign-in that still needs its second factor is logged as such.
 */
export function authEventsPlugin(db: Db, clientAddressHeader: string): BetterAuthPlugin {
  // Sign-out ends the session before the after-hook runs: who it was is read beforehand.
  const signingOut = new WeakMap<object, string>();
  return {
    id: 'hromada-auth-events',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-out',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (session && ctx.request) signingOut.set(ctx.request, session.user.id);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in EVENTS,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as Returned;
            await recordAuthEvent(db, {
              event: EVENTS[ctx.path] ?? ctx.path,
              outcome: outcomeOf(returned),
              userId:
                ctx.context.newSession?.user.id ??
                ctx.context.session?.user.id ??
                (ctx.request ? signingOut.get(ctx.request) : undefined) ??
                null,
              ipAddress: ctx.headers?.get(clientAddressHeader) ?? null,
              userAgent: ctx.headers?.get('user-agent') ?? null,
            });
          }),
        },
      ],
    },
  };
}
