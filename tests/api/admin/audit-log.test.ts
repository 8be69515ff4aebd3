import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auditApi from '../../../shared/api/admin-audit';
import * as apiTokensApi from '../../../shared/api/api-tokens';
import * as moderationApi from '../../../shared/api/moderation';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';
import { makeToken } from '../../support/tokens-support';

type Entry = {
  id: number;
  actor: { id: string | null; name: string };
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
};

let server: TestServer;
let admin: { id: string; cookie: string };
let user: { id: string; cookie: string };

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInPerson(server);
});
afterAll(() => server?.close());

// On PostgreSQL test files share one database: each test reads what its own new admin did.
const freshAdmin = async () => {
  admin = await signedInPerson(server, 'admin');
  return admin;
};
const log = async (query: Record<string, string>, cookie = admin.cookie) => {
  const res = await callApi(server, auditApi.listAuditLog, { query: query as never, cookie });
  return { ...res, items: (res.body?.items ?? []) as Entry[] };
};
const revoke = (id: string) =>
  callApi(server, apiTokensApi.revokeApiToken, { params: { id }, cookie: admin.cookie });

describe('the audit log', () => {
  it('is for admins only', async () => {
    const reads = [
      (cookie?: string) => callApi(server, auditApi.listAuditLog, { cookie }),
      (cookie?: string) => callApi(server, auditApi.getAuditLogFacets, { cookie }),
      (cookie?: string) => callApi(server, auditApi.listAuditLog, { query: { limit: 0 }, cookie }),
    ];
    for (const read of reads) {
      const visitor = await read();
      expect([visitor.status, visitor.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
      const person = await read(user.cookie);
      expect([person.status, person.body.error.code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('lists token creation and revocation newest first, filtered by action, kind and person', async () => {
    await freshAdmin();
    const someone = await createUser(server.deps.db);
    const a = await makeToken(server, admin.cookie, { scopes: ['read'], name: 'First' });
    const b = await makeToken(server, admin.cookie, {
      scopes: ['ads:write'],
      name: 'Second',
      user_id: someone.id,
    });
    await revoke(a.id);

    const mine = await log({ actor_id: admin.id });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.items.map((e) => [e.action, e.entity_id])).toEqual([
      ['api_token.revoke', a.id],
      ['api_token.create', b.id],
      ['api_token.create', a.id],
    ]);
    const [revoked, , created] = mine.items;
    expect(revoked).toMatchObject({
      actor: { id: admin.id },
      entity_type: 'api_token',
      before: { name: 'First', revoked_at: null },
    });
    expect(revoked?.after?.revoked_at).toEqual(expect.any(String));
    expect(created).toMatchObject({ before: null, after: { name: 'First', scopes: ['read'] } });
    expect(Date.parse(created?.created_at ?? '')).not.toBeNaN();
    expect(mine.text).not.toContain(a.secret);

    const creates = await log({ actor_id: admin.id, action: 'api_token.create' });
    expect(creates.items.map((e) => e.entity_id)).toEqual([b.id, a.id]);
    const ofTokens = await log({ actor_id: admin.id, entity_type: 'api_token', action: 'api_token.revoke' });
    expect(ofTokens.items.map((e) => e.entity_id)).toEqual([a.id]);
    expect((await log({ actor_id: admin.id, entity_type: 'ad' })).items).toEqual([]);
    expect((await log({ actor_id: 'nobody' })).items).toEqual([]);

    const facets = await callApi(server, auditApi.getAuditLogFacets, { cookie: admin.cookie });
    expect(facets.body.actions).toEqual(expect.arrayContaining(['api_token.create', 'api_token.revoke']));
    expect(facets.body.entity_types).toContain('api_token');
  });

  it('records ad moderation, one entry per ad changed, and lists it', async () => {
    await freshAdmin();
    const { db } = server.deps;
    const place = {
      cityId: (await createCity(db)).id,
      categoryId: (await categoryBySlug(db, 'services')).id,
    };
    const owner = await createUser(db);
    const next = await createUser(db);
    const one = await createAd(db, { ...place, userId: owner.id, status: 'pending', title: 'One' });
    const two = await createAd(db, { ...place, userId: owner.id, status: 'pending', title: 'Two' });
    const already = await createAd(db, { ...place, userId: owner.id, status: 'approved' });
    const moderated = async (call: Promise<{ status: number }>) => expect((await call).status).toBe(200);
    const cookie = admin.cookie;
    await moderated(
      callApi(server, moderationApi.moderateAds, {
        body: { ids: [one.id, two.id, already.id], status: 'approved' },
        cookie,
      }),
    );
    await moderated(
      callApi(server, moderationApi.moderateAd, {
        params: { id: two.id },
        body: { status: 'rejected', rejection_reason: 'Duplicate' },
        cookie,
      }),
    );
    await moderated(
      callApi(server, moderationApi.moderateAd, {
        params: { id: one.id },
        body: { user_id: next.id },
        cookie,
      }),
    );

    const entries = (await log({ actor_id: admin.id, entity_type: 'ad' })).items;
    expect(entries.map((e) => e.action)).toEqual(['ad.reassign', 'ad.reject', 'ad.approve', 'ad.approve']);
    // The ad already approved records nothing; the two approvals share a transaction, in any order.
    expect(entries.map((e) => e.entity_id).slice(0, 2)).toEqual([one.id, two.id]);
    expect(
      entries
        .map((e) => e.entity_id)
        .slice(2)
        .sort(),
    ).toEqual([one.id, two.id].sort());
    const reject = entries[1];
    expect(reject?.before).toEqual({ title: 'Two', status: 'approved', rejection_reason: null });
    expect(reject?.after).toEqual({ title: 'Two', status: 'rejected', rejection_reason: 'Duplicate' });
    expect(entries[0]?.before).toMatchObject({ user_id: owner.id, owner: owner.displayName });
    expect(entries[0]?.after).toMatchObject({ user_id: next.id, owner: next.displayName });
    const approvals = await log({ actor_id: admin.id, action: 'ad.approve' });
    expect(approvals.items.map((e) => e.entity_id).sort()).toEqual([one.id, two.id].sort());
  });

  it('pages with a cursor, newest first, without repeats or gaps, and refuses bad paging', async () => {
    await freshAdmin();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await makeToken(server, admin.cookie, { scopes: ['read'], name: `T${i}` }));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await log({ actor_id: admin.id, limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.items.map((e) => e.entity_id ?? ''));
      cursor = page.body.next_cursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((t) => t.id).reverse());

    for (const query of [
      { cursor: 'garbage' },
      { cursor: Buffer.from('{"c":"x","i":1}').toString('base64url') },
    ]) {
      const res = await log(query);
      expect([res.status, res.body.error.code]).toEqual([400, 'INVALID_CURSOR']);
    }
    for (const limit of ['0', '101', 'x']) expect((await log({ limit })).status).toBe(400);
  });
});
