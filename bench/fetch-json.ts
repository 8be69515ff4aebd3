/** GET a JSON answer from the bench's server: anything but a 2xx answer is an error. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The slugs of a catalog list (`/api/v1/cities`, `/api/v1/categories`), in its order. */
export async function slugs(url: string): Promise<string[]> {
  const body = await getJson<{ items: { slug: string }[] }>(url);
  return body.items.map((item) => item.slug);
}
