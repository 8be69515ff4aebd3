import { AsyncLocalStorage } from 'node:async_hooks';

/** The request being answered, wherever its work runs (set by http/request-context.ts). */
export interface RequestContext {
  id: string;
  method: string;
  path: string;
  /** A mail or text this request had to send could not be written or sent (mail/noticed-failures.ts). */
  mailNotSent: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runInRequest = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

/** The request whose work is running now, if any. */
export const currentRequest = (): RequestContext | undefined => storage.getStore();
