import { currentRequest } from '../core/request-context';

/** One line on stderr: what went wrong, where, and the request it happened in. */
function describeUnhandled(kind: string, error: unknown): string {
  const request = currentRequest();
  return JSON.stringify({
    level: 'error',
    event: kind,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    request: request && { id: request.id, method: request.method, path: request.path },
    pid: process.pid,
  });
}

/**
 * Keeps a serving process up when an error escapes every handler. This is a last resort, not a fix:
 * each line it logs is a bug to fix where the error was thrown (one request must not end the process
 * that serves everyone's; if the state were really broken, the primary replaces a worker that dies).
 */
export function installLastResortGuard(): void {
  const log = (kind: string, error: unknown) => process.stderr.write(`${describeUnhandled(kind, error)}\n`);
  process.on('uncaughtException', (error) => log('uncaughtException', error));
  process.on('unhandledRejection', (reason) => log('unhandledRejection', reason));
}
