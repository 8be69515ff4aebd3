import { apiPath, type CallInput, type Operation } from '../../shared/api/operation';

/** A response's JSON body, as loosely typed as JSON.parse leaves it (getJson's `body` too). */
export const jsonBody = async (res: Response) => JSON.parse(await res.text());

export async function getJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

type CallOptions = {
  cookie?: string;
  lang?: string;
  headers?: Record<string, string>;
};

/** The call with a body the contract does not allow in place of `body`, for tests of the refusal. */
type WithInvalidBody<O extends Operation> = Omit<CallInput<O>, 'body'> & { invalidBody: unknown };

/**
 * A JSON call of a contract operation (shared/api), as a browser would make it: its path, parameters,
 * query and body typed by the contract, so a renamed path or field fails the type-check here too.
 */
export function callApi<O extends Operation>(
  server: { url: string },
  op: O,
  input: (CallInput<O> | WithInvalidBody<O>) & CallOptions,
) {
  const { cookie, lang, headers, invalidBody, body, ...where } = input as CallInput<Operation> &
    CallOptions & { invalidBody?: unknown };
  const sent = invalidBody ?? body;
  return getJson(`${server.url}${apiPath(op, where)}`, {
    method: op.method.toUpperCase(),
    headers: {
      'content-type': 'application/json',
      'accept-language': lang ?? 'en',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: sent === undefined ? undefined : JSON.stringify(sent),
  });
}

/**
 * A GET of a contract operation with a query string written as it is, for tests of what the contract
 * refuses or of values its types do not name.
 */
export function rawQuery<O extends Operation>(
  server: { url: string },
  op: O,
  query: string,
  options: { cookie?: string; lang?: string } = {},
) {
  return getJson(`${server.url}${apiPath(op)}${query ? `?${query}` : ''}`, {
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}
