import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { formatTimeUntil } from '../../shared/time-until';
import { hashPassword } from '../auth/password';
import { withStandInHashes } from '../auth/stand-in-hash';
import { AppError } from '../core/app-error';
import { notifyAccountPaused } from '../services/account-protection/notify-account-paused';
import { type SignInKind, signInAccount } from '../services/account-protection/sign-in-account';
import {
  clearSignInFailures,
  recordSignInFailure,
  secondsLocked,
} from '../services/account-protection/sign-in-failures';
import type { AppEnv } from './app-env';
import { clientAddress } from './caller';
import { requestLanguage } from './locale';

function pausedError(c: Context<AppEnv>, seconds: number): AppError {
  return new AppError('ACCOUNT_LOCKED', 429, {
    params: { time: formatTimeUntil(seconds, requestLanguage(c)) },
    headers: { 'Retry-After': String(seconds) },
  });
}

function tellOwner(c: Context<AppEnv>, userId: string): void {
  notifyAccountPaused(c.var.deps, userId, {
    ipAddress: clientAddress(c),
    userAgent: c.req.header('user-agent') ?? null,
  });
}

/** better-auth checked the password and found it right: signed in, or refused for an unconfirmed email. */
const passwordWasRight = (c: Context<AppEnv>) => c.res.ok || c.res.status === 403;

/**
 * The per-account sign-in limit (services/account-protection/sign-in-failures.ts), around better-auth's
 * email or phone sign-in (after validateAuthBody and the address's count): a paused account is refused
 * before any password is checked, the right one too. Every other attempt counts as a wrong password
 * before it waits for the hashing queue (one the queue refuses costs the account its count too); a
 * right one then ends the count. Both ways in count for the same account. An address or number
 * without an account is counted and paused the same way, so the answers do not tell which exist.
 */
export function signInLockout(kind: SignInKind) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = c.var.authBody as { email?: string; phoneNumber?: string; password: string };
    const { db } = c.var.deps;
    const account = await signInAccount(db, kind, (kind === 'email' ? body.email : body.phoneNumber) ?? '');
    const seconds = await secondsLocked(db, account.key);
    if (seconds > 0) throw pausedError(c, seconds);
    const { firstPause } = await recordSignInFailure(db, account.key);
    let right = false;
    try {
      if (kind === 'phone' && !account.userId) {
        // better-auth answers an unknown number at once but checks the password of a known one: the
        // time would tell which numbers have accounts. An unknown number takes a password check's time too.
        await withStandInHashes(() => hashPassword(body.password));
        throw new AppError('INVALID_CREDENTIALS', 401);
      }
      // An unknown email: better-auth hashes the password it was given, as a stand-in (auth/stand-in-hash.ts).
      await (account.userId ? next() : withStandInHashes(next));
      right = Boolean(account.userId) && passwordWasRight(c);
      if (right && account.userId) await clearSignInFailures(db, account.userId);
    } finally {
      if (firstPause && !right && account.userId) tellOwner(c, account.userId);
    }
  });
}
