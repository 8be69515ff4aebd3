import * as messagesApi from '../../shared/api/messages';
import type { CallInput, Operation } from '../../shared/api/operation';
import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { callApi } from './http';
import type { TestServer } from './test-server';

export type Person = { id: string; cookie: string };

/** What a messages test needs: a place for ads, and calls as one person or another. */
export async function messagesFixture(server: TestServer) {
  const { db } = server.deps;
  const place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'services')).id };
  /** A call of a contract operation as `who` (a visitor when absent). */
  const api = <O extends Operation>(
    op: O,
    who?: Person,
    input?: CallInput<O> & { lang?: string; invalidBody?: unknown },
  ) => callApi(server, op, { ...input, cookie: who?.cookie } as CallInput<O> & { cookie?: string });
  const person = () => signedInPerson(server);
  /** A published ad of `owner` (a new person unless given). */
  const ad = async (owner?: Person, title?: string) => {
    const seller = owner ?? (await person());
    const row = await createAd(db, { ...place, userId: seller.id, ...(title ? { title } : {}) });
    return { ...row, owner: seller };
  };
  return {
    place,
    api,
    person,
    ad,
    /** "Message the seller": the answer to the first (or next) message about the ad (`body` may be invalid). */
    write: (who: Person, adId: string, body: unknown, lang?: string) =>
      api(messagesApi.messageSeller, who, { params: { id: adId }, body: { body: body as string }, lang }),
    reply: (who: Person, conversationId: string, body: unknown, lang?: string) =>
      api(messagesApi.replyInConversation, who, {
        params: { id: conversationId },
        body: { body: body as string },
        lang,
      }),
    /** A buyer and a seller with a conversation about the seller's ad, started with one message. */
    async conversation(text = 'Is it still available?') {
      const buyer = await person();
      const listing = await ad();
      const res = await api(messagesApi.messageSeller, buyer, {
        params: { id: listing.id },
        body: { body: text },
      });
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
