import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { formatTimeUntil } from '../../shared/time-until';
import { hashPassword } from '../auth/password';
import { withStandInHashes } from '../auth/stand-in-hash';
import { AppError } from '../core/app-error';
import { notifyAccountPaused } from '../services/account-protection/notify-account-paused';
import {
  type SignInAccount,
  type SignInKind,
  signInAccount,
} from '../services/account-protection/sign-in-account';
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

async function countFailure(c: Context<AppEnv>, account: SignInAccount): Promise<void> {
  const { db } = c.var.deps;
  const { firstPause } = await recordSignInFailure(db, account.key);
  if (firstPause && account.userId)
    notifyAccountPaused(c.var.deps, account.userId, {
      ipAddress: clientAddress(c),
      userAgent: c.req.header('user-agent') ?? null,
    });
}

/**
 * The per-account sign-in limit (services/account-protection/sign-in-failures.ts), around better-auth's
 * email or phone sign-in (after validateAuthBody): a paused account is refused before any password is
 * checked, the right one too; a wrong password counts, a right one ends the count. Both ways in count
 * for the same account. An address or number without an account is counted and paused the same way,
 * so the answers do not tell which exist.
 */
export function signInLockout(kind: SignInKind) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = c.var.authBody as { email?: string; phoneNumber?: string; password: string };
    const { db } = c.var.deps;
    const account = await signInAccount(db, kind, (kind === 'email' ? body.email : body.phoneNumber) ?? '');
    const seconds = await secondsLocked(db, account.key);
    if (seconds > 0) throw pausedError(c, seconds);
    if (kind === 'phone' && !account.userId) {
      // better-auth answers an unknown number at once but checks the password of a known one: the
      // time would tell which numbers have accounts. An unknown number takes a password check's time too.
      await withStandInHashes(() => hashPassword(body.password));
      await countFailure(c, account);
      throw new AppError('INVALID_CREDENTIALS', 401);
    }
    // An unknown email: better-auth hashes the password it was given, as a stand-in (auth/stand-in-hash.ts).
    await (account.userId ? next() : withStandInHashes(next));
    if (c.res.status === 401) await countFailure(c, account);
    else if (c.res.ok && account.userId) await clearSignInFailures(db, account.userId);
  });
}
