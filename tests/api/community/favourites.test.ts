import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favourites } from '../../../server/db/schema/favourites';
import * as adsApi from '../../../shared/api/ads';
import * as blocksApi from '../../../shared/api/blocks';
import * as favouritesApi from '../../../shared/api/favourites';
import * as moderationApi from '../../../shared/api/moderation';
import * as notificationsApi from '../../../shared/api/notifications';
import { FAVOURITES_MAX } from '../../../shared/constants';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupTestServer } from '../../support/setup-server';

// Favourites (issue 21): a person saves ads of others, lists them (gone ones kept and marked), the
// owner sees how many saved theirs, and a lower published price tells the savers.

const shared = setupTestServer(async (server) => {
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'vehicles');
  const owner = await signedInPerson(server);
  const admin = await signedInPerson(server, 'admin');
  const adOf = (userId: string, fields: Partial<Parameters<typeof createAd>[1]> = {}) =>
    createAd(db, { userId, cityId: city.id, categoryId: category.id, ...fields });
  return { owner, admin, adOf };
});

type Person = { id: string; cookie: string };
const priced = (id: string, who: Person, price: number) =>
  callApi(shared.server, adsApi.updateAd, { params: { id }, cookie: who.cookie, body: { price } });
const approve = (id: string) =>
  callApi(shared.server, moderationApi.moderateAd, {
    params: { id },
    cookie: shared.admin.cookie,
    body: { status: 'approved' },
  });
const save = (id: string, who?: Person) =>
  callApi(shared.server, favouritesApi.saveFavourite, { params: { id }, cookie: who?.cookie });
const unsave = (id: string, who?: Person) =>
  callApi(shared.server, favouritesApi.removeFavourite, { params: { id }, cookie: who?.cookie });
const block = (id: string, who: Person) =>
  callApi(shared.server, blocksApi.blockPerson, { params: { id }, cookie: who.cookie });
const getAd = (id: string, who?: Person) =>
  callApi(shared.server, adsApi.getAd, { params: { id }, cookie: who?.cookie });
const person = () => signedInPerson(shared.server);
const ad = (fields = {}) => shared.adOf(shared.owner.id, fields);
type Entry = { id: string; ad_id: string | null; title: string; availability: string; ad: unknown };
const list = async (who: Person, cursor?: string) => {
  const res = await callApi(shared.server, favouritesApi.listFavourites, {
    query: { cursor },
    cookie: who.cookie,
  });
  expect(res.status).toBe(200);
  return res.body as { items: Entry[]; next_cursor: string | null };
};
const heartIds = async (who: Person) =>
  (await callApi(shared.server, favouritesApi.listFavouriteAdIds, { cookie: who.cookie })).body
    .ad_ids as string[];
const savedCount = async (adId: string) => (await getAd(adId, shared.owner)).body.saved_count as number;

describe('favourites', () => {
  it('saves once, lists the latest first with cards, counts for the owner only, and removes', async () => {
    const saver = await person();
    const [first, second] = [await ad({ title: 'First bicycle' }), await ad({ title: 'Second bicycle' })];
    expect((await save(first.id, saver)).status).toBe(204);
    expect((await save(second.id, saver)).status).toBe(204);
    expect((await save(first.id, saver)).status).toBe(204);

    const page = await list(saver);
    expect(page.items.map((i) => i.ad_id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ availability: 'available', title: 'Second bicycle' });
    expect(page.items[0]?.ad).toMatchObject({ id: second.id, title: 'Second bicycle' });
    expect(page.items[0]?.ad).not.toHaveProperty('description');
    expect(JSON.stringify(page)).not.toMatch(/seller@example\.com|555-0100|seller_tg/);
    expect(await heartIds(saver)).toEqual([second.id, first.id]);

    expect(await savedCount(first.id)).toBe(1);
    const other = await person();
    await save(first.id, other);
    expect(await savedCount(first.id)).toBe(2);
    // Nobody but the owner (and admins) learns the count.
    expect((await getAd(first.id, other)).body).not.toHaveProperty('saved_count');
    expect((await getAd(first.id)).body).not.toHaveProperty('saved_count');

    expect((await unsave(first.id, saver)).status).toBe(204);
    expect((await unsave(first.id, saver)).status).toBe(204);
    expect(await heartIds(saver)).toEqual([second.id]);
    expect(await savedCount(first.id)).toBe(1);
  });

  it('names the person’s own published ads too, whose cards carry no heart', async () => {
    const seller = await person();
    const published = await shared.adOf(seller.id, { title: 'Own bicycle' });
    await shared.adOf(seller.id, { title: 'Own pending bicycle', status: 'pending' });
    expect(
      (await callApi(shared.server, favouritesApi.listFavouriteAdIds, { cookie: seller.cookie })).body,
    ).toEqual({
      ad_ids: [],
      own_ad_ids: [published.id],
    });
    expect(
      (await callApi(shared.server, favouritesApi.listFavouriteAdIds, { cookie: (await person()).cookie }))
        .body.own_ad_ids,
    ).toEqual([]);
    expect((await save(published.id, seller)).status).toBe(400);
  });

  it('is one’s own: nobody reads or removes another’s list; visitors are asked to sign in', async () => {
    const [saver, stranger] = [await person(), await person()];
    const saved = await ad();
    await save(saved.id, saver);
    const entry = (await list(saver)).items[0];
    expect((await list(stranger)).items).toEqual([]);
    expect((await unsave(String(entry?.id), stranger)).status).toBe(204);
    expect((await unsave(saved.id, stranger)).status).toBe(204);
    expect(await heartIds(saver)).toEqual([saved.id]);
    expect((await callApi(shared.server, favouritesApi.listFavourites, {})).status).toBe(401);
    expect((await callApi(shared.server, favouritesApi.listFavouriteAdIds, {})).status).toBe(401);
    expect((await save(saved.id)).status).toBe(401);
  });

  it('refuses one’s own ad, an unpublished or unknown one, and a blocked owner’s', async () => {
    const saver = await person();
    const own = await shared.adOf(saver.id);
    const own400 = await save(own.id, saver);
    expect(own400.status).toBe(400);
    expect(own400.body.error.code).toBe('CANNOT_SAVE_OWN_AD');
    const pending = await ad({ status: 'pending' });
    expect((await save(pending.id, saver)).status).toBe(404);
    expect((await save('not-an-id', saver)).status).toBe(404);
    expect((await save('00000000-0000-4000-8000-000000000000', saver)).status).toBe(404);
    expect((await unsave('not-an-id', saver)).status).toBe(204);
    const blocker = await person();
    await block(shared.owner.id, blocker);
    expect((await save((await ad()).id, blocker)).status).toBe(404);
    expect(await heartIds(saver)).toEqual([]);
  });

  it('keeps ads that left the site, marked with why, and the title of one deleted', async () => {
    const saver = await person();
    const [expired, reviewed, rejected, deleted, live] = [
      await ad({ title: 'Expired sofa' }),
      await ad({ title: 'Sofa in review' }),
      await ad({ title: 'Rejected sofa' }),
      await ad({ title: 'Deleted sofa' }),
      await ad({ title: 'Live sofa' }),
    ];
    for (const a of [expired, reviewed, rejected, deleted, live])
      expect((await save(a.id, saver)).status).toBe(204);
    const { db } = shared.server.deps;
    const { advertisements } = await import('../../../server/db/schema/ads');
    await db.update(advertisements).set({ status: 'expired' }).where(eq(advertisements.id, expired.id));
    await db.update(advertisements).set({ status: 'pending' }).where(eq(advertisements.id, reviewed.id));
    await db.update(advertisements).set({ status: 'rejected' }).where(eq(advertisements.id, rejected.id));
    expect(
      (
        await callApi(shared.server, adsApi.deleteAd, {
          params: { id: deleted.id },
          cookie: shared.owner.cookie,
        })
      ).status,
    ).toBe(204);

    const items = (await list(saver)).items;
    const byTitle = Object.fromEntries(items.map((i) => [i.title, i]));
    expect(items).toHaveLength(5);
    expect(byTitle['Live sofa']).toMatchObject({ availability: 'available', ad: { id: live.id } });
    expect(byTitle['Expired sofa']).toMatchObject({ availability: 'expired', ad: null, ad_id: expired.id });
    expect(byTitle['Sofa in review']).toMatchObject({ availability: 'unavailable', ad: null });
    expect(byTitle['Rejected sofa']).toMatchObject({ availability: 'removed', ad: null });
    expect(byTitle['Deleted sofa']).toMatchObject({ availability: 'removed', ad: null, ad_id: null });
    // The hearts name the ads that still exist; a gone one is removed by its entry's id.
    expect(await heartIds(saver)).not.toContain(deleted.id);
    const gone = byTitle['Deleted sofa'];
    expect((await unsave(String(gone?.id), saver)).status).toBe(204);
    expect((await list(saver)).items.map((i) => i.title)).not.toContain('Deleted sofa');

    // A block between the saver and the owner marks the owner's ads removed, without their card.
    await block(shared.owner.id, saver);
    const blocked = (await list(saver)).items.find((i) => i.ad_id === live.id);
    expect(blocked).toMatchObject({ availability: 'removed', ad: null });
  });

  it('pages by cursor, and refuses a forged cursor with 400', async () => {
    const saver = await person();
    const saved = [];
    for (let i = 0; i < 26; i++) saved.push(await ad());
    for (const a of saved) await save(a.id, saver);
    const first = await list(saver);
    expect(first.items).toHaveLength(24);
    expect(first.next_cursor).toBeTruthy();
    const second = await list(saver, first.next_cursor ?? '');
    expect(second.items.map((i) => i.ad_id)).toEqual([saved[1]?.id, saved[0]?.id]);
    expect(second.next_cursor).toBeNull();
    const forged = await callApi(shared.server, favouritesApi.listFavourites, {
      query: { cursor: 'bm90LWEtY3Vyc29y' },
      cookie: saver.cookie,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('INVALID_CURSOR');
  });

  it('caps how many ads one person keeps', async () => {
    const saver = await person();
    const { db } = shared.server.deps;
    const filler = await ad();
    // Entries of ads that are gone count too: made directly, as FAVOURITES_MAX saves would take long.
    await db.insert(favourites).values(
      Array.from({ length: FAVOURITES_MAX - 1 }, () => ({
        userId: saver.id,
        title: 'Gone',
        currency: 'USD',
      })),
    );
    expect((await save(filler.id, saver)).status).toBe(204);
    const over = await save((await ad()).id, saver);
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('TOO_MANY_FAVOURITES');
    expect(over.body.error.message).toContain(String(FAVOURITES_MAX));
  });

  it('tells savers of a lower price once it is published, not before, and not of a higher one', async () => {
    const [saver, blocker] = [await person(), await person()];
    const sofa = await ad({ title: 'Blue sofa', price: 300 });
    await save(sofa.id, saver);
    await save(sofa.id, blocker);
    await block(shared.owner.id, blocker);
    const drops = async (who: Person) =>
      (
        (await callApi(shared.server, notificationsApi.listNotifications, { cookie: who.cookie })).body
          .items as { kind: string; price_drop: unknown }[]
      ).filter((n) => n.kind === 'price_drop');

    // The owner's edit waits for review: nobody is told yet.
    expect((await priced(sofa.id, shared.owner, 250)).status).toBe(200);
    expect(await drops(saver)).toEqual([]);
    await approve(sofa.id);
    expect(await drops(saver)).toEqual([
      expect.objectContaining({ price_drop: { was: 300, now: 250, currency: 'USD' }, ad_title: 'Blue sofa' }),
    ]);
    expect(await drops(blocker)).toEqual([]);

    // Approving again, or a higher price, says nothing; a drop from the higher price does.
    await approve(sofa.id);
    await priced(sofa.id, shared.admin, 280);
    expect(await drops(saver)).toHaveLength(1);
    await priced(sofa.id, shared.admin, 260);
    const told = await drops(saver);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ price_drop: { was: 280, now: 260 } });
  });
});
