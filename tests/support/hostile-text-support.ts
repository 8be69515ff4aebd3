import { categories } from '../../server/db/schema/catalog';
import { nextAddress } from './auth-client';
import { createAd, createCity, signedInPerson } from './factories';
import { getJson } from './http';
import { setupServer } from './setup-server';
import { startTestServer } from './test-server';

/**
 * For the files about hostile text (docs/decisions/036): a server behind a trusted proxy (each call
 * from its own address, so no limit interferes), an admin, an owner, a city, a category, and `adOf`
 * for another of the owner's approved ads.
 */
export function setupHostileTextServer() {
  return setupServer(
    () => startTestServer({ TRUST_PROXY: 'true' }),
    async (server) => {
      const { db } = server.deps;
      const [category] = await db.select().from(categories).limit(1);
      const city = await createCity(db);
      const admin = await signedInPerson(server, 'admin');
      const owner = await signedInPerson(server);
      const categoryId = category?.id ?? '';
      const adOf = async () => (await createAd(db, { userId: owner.id, cityId: city.id, categoryId })).id;
      return { admin, owner, city: city.id, category: categoryId, adOf };
    },
  );
}

/** A JSON request as the site's own page sends it, in Ukrainian, signed in with `cookie`. */
export const sendJson = (
  server: { url: string },
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) =>
  getJson(`${server.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'uk',
      origin: server.url,
      cookie,
      'x-forwarded-for': nextAddress(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
