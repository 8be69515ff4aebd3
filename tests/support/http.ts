/** A response's JSON body, as loosely typed as JSON.parse leaves it (getJson's `body` too). */
export const jsonBody = async (res: Response) => JSON.parse(await res.text());

export async function getJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

/** A JSON call to the versioned API as a browser would make it, optionally signed in. */
export function apiCall(
  server: { url: string },
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; lang?: string } = {},
) {
  return getJson(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
