import type { z } from 'zod';
import { type Answer, apiPath, type CallInput, type Operation } from '../../shared/api/operation';
import { ApiError, errorFromAnswer } from './api-error';
import { jsonOrNull, parseAnswer } from './parse-answer';
import { rateLimitSessionId } from './session-id';

export { ApiError, isApiError } from './api-error';

/** How requests reach the API: the browser's fetch, or the server's own app while it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const sendApiRequestsWith = (send: typeof fetch) => {
  transport = send;
};

async function request<S extends z.ZodType>(
  schema: S,
  method: string,
  path: string,
  options: { body?: unknown; signal?: AbortSignal },
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // While the server renders a page its own requests carry the reader's cookies and language instead.
  if (typeof document !== 'undefined') {
    headers['X-Session-Id'] = rateLimitSessionId();
    headers['Accept-Language'] = document.documentElement.lang;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }

  const payload = jsonOrNull(await response.text());
  if (!response.ok) throw errorFromAnswer(response.status, payload, response.statusText);
  return parseAnswer(schema, payload);
}

type CallArgs<O extends Operation> =
  Record<string, never> extends CallInput<O>
    ? [input?: CallInput<O> & { signal?: AbortSignal }]
    : [input: CallInput<O> & { signal?: AbortSignal }];

/**
 * Calls an operation of the contract (shared/api): its path, parameters, query and body as declared
 * there, its answer checked against the declared schema.
 */
export function callApi<O extends Operation>(op: O, ...[input]: CallArgs<O>): Promise<Answer<O>> {
  const { signal, body, ...where } = (input ?? {}) as CallInput<Operation> & { signal?: AbortSignal };
  const url = apiPath(op, where);
  const sent = op.body ? (body ?? {}) : undefined;
  return request(op.answer, op.method.toUpperCase(), url, { signal, body: sent }) as Promise<Answer<O>>;
}
