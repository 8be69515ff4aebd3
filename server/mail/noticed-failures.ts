import { AppError } from '../core/app-error';
import { currentRequest } from '../core/request-context';
import type { Mailer } from './mailer';

/** Long enough for an operator to free some disk or for the mail server to come back. */
const RETRY_AFTER_SECONDS = '300';

export const mailNotSent = (code: 'MAIL_NOT_SENT' | 'SIGN_UP_MAIL_NOT_SENT' = 'MAIL_NOT_SENT') =>
  new AppError(code, 503, { headers: { 'Retry-After': RETRY_AFTER_SECONDS } });

/**
 * `mailer`, but a mail it could not write (a full disk, an outbox that is not a folder) or send (SMTP
 * refusing) is logged and marks the request that asked for it, so its answer can say the mail did
 * not go out (http/auth-routes.ts) instead of "check your inbox"; better-auth itself logs a failed
 * sign-up mail and answers success.
 */
export function noticingFailures(mailer: Mailer): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        const request = currentRequest();
        if (request) request.mailNotSent = true;
        console.error(`mail "${mail.subject}" not sent${request ? ` (request ${request.id})` : ''}:`, error);
        throw mailNotSent();
      }
    },
  };
}
