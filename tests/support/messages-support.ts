import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { apiCall } from './http';
import type { TestServer } from './test-server';

export type Person = { id: string; cookie: string };

/** What a messages test needs: a place for ads, and calls as one person or another. */
export async function messagesFixture(server: TestServer) {
  const { db } = server.deps;
  const place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'services')).id };
  const call = (method: string, path: string, who?: Person, body?: unknown, lang?: string) =>
    apiCall(server, method, path, { cookie: who?.cookie, body, lang });
  const person = () => signedInPerson(server);
  /** A published ad of `owner` (a new person unless given). */
  const ad = async (owner?: Person, title?: string) => {
    const seller = owner ?? (await person());
    const row = await createAd(db, { ...place, userId: seller.id, ...(title ? { title } : {}) });
    return { ...row, owner: seller };
  };
  return {
    place,
    call,
    person,
    ad,
    /** "Message the seller": the answer to the first (or next) message about the ad. */
    write: (who: Person, adId: string, body: unknown, lang?: string) =>
      call('POST', `/ads/${adId}/messages`, who, { body }, lang),
    reply: (who: Person, conversationId: string, body: unknown, lang?: string) =>
      call('POST', `/conversations/${conversationId}/messages`, who, { body }, lang),
    /** A buyer and a seller with a conversation about the seller's ad, started with one message. */
    async conversation(text = 'Is it still available?') {
      const buyer = await person();
      const listing = await ad();
      const res = await call('POST', `/ads/${listing.id}/messages`, buyer, { body: text });
      if (res.status !== 201) throw new Error(`conversation not started: ${res.status} ${res.text}`);
      return {
        buyer,
        seller: listing.owner,
        ad: listing,
        id: res.body.conversation_id as string,
        first: res.body.message,
      };
    },
  };
}
