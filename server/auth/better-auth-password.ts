import { APIError } from 'better-auth';
import { AppError } from '../core/app-error';
import { hashPassword, verifyPassword } from './password';

/**
 * better-auth answers a plain error with an empty 500; our refusals (a full hashing queue) become
 * its own error kind, so it answers with their status, code and Retry-After, and
 * server/http/auth-errors.ts turns that into our format.
 */
function asBetterAuthError<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Our statuses are HTTP statuses; better-auth's type lists them by name or number.
      const status = error.status as ConstructorParameters<typeof APIError>[0];
      throw new APIError(status, { code: error.code, message: error.code }, error.options.headers);
    }
  };
}

/** The password hasher better-auth is configured with (emailAndPassword.password). */
export const betterAuthPassword = {
  hash: asBetterAuthError(hashPassword),
  verify: asBetterAuthError(verifyPassword),
};
