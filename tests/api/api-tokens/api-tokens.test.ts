import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens } from '../../../server/db/schema/api-tokens';
import { auditLog } from '../../../server/db/schema/audit-log';
import * as apiTokensApi from '../../../shared/api/api-tokens';
import { createUser, signedInAdminAndUser } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupTestServer } from '../../support/setup-server';
import { createTokenCall, makeToken, tokenRow } from '../../support/tokens-support';

const shared = setupTestServer(signedInAdminAndUser);

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();
const auditOf = (entityId: string) =>
  shared.server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'api_token'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe('API token endpoints', () => {
  it('are for admins only, whatever the request holds', async () => {
    const body = { name: 'x', scopes: ['read'] };
    for (const [cookie, status, code] of [
      [undefined, 401, 'UNAUTHORIZED'],
      [shared.user.cookie, 403, 'FORBIDDEN'],
    ] as const) {
      expect((await callApi(shared.server, apiTokensApi.listApiTokens, { cookie })).status).toBe(status);
      const created = await createTokenCall(shared.server, cookie, body);
      expect([created.status, created.body.error.code]).toEqual([status, code]);
      // Even an invalid body or id answers 401/403 first.
      expect((await createTokenCall(shared.server, cookie, {})).status).toBe(status);
      const revoke = await callApi(shared.server, apiTokensApi.revokeApiToken, {
        params: { id: 'nope' },
        cookie,
      });
      expect(revoke.status).toBe(status);
    }
  });

  it('creates a token acting as the admin by default and shows its secret only in that answer', async () => {
    const res = await createTokenCall(shared.server, shared.admin.cookie, {
      name: '  <b>Mobile</b> app ',
      scopes: ['read', 'ads:write', 'read'],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { secret, ...token } = res.body;
    expect(secret).toMatch(/^hro_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Mobile app',
      token_prefix: secret.slice(4, 12),
      scopes: ['read', 'ads:write'],
      user: { id: shared.admin.id },
      created_by: { id: shared.admin.id },
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
      state: 'active',
    });

    // Stored: the SHA-256 of the secret and its prefix, never the secret itself.
    const row = await tokenRow(shared.server.deps.db, token.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row.tokenPrefix).toBe(secret.slice(4, 12));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(4));

    const list = await callApi(shared.server, apiTokensApi.listApiTokens, { cookie: shared.admin.cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const listed = list.body.items.find((t: { id: string }) => t.id === token.id);
    expect(listed).toEqual(token);
    expect(list.text).not.toContain(secret.slice(12));
    expect(list.text).not.toContain(row.tokenHash);
  });

  it('acts as the person named, until the expiry given', async () => {
    const person = await createUser(shared.server.deps.db);
    const expires = inOneHour();
    const res = await createTokenCall(shared.server, shared.admin.cookie, {
      name: 'Importer',
      scopes: ['ads:write'],
      user_id: person.id,
      expires_at: expires,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: person.id, display_name: person.displayName });
    expect(res.body.expires_at).toBe(expires);
  });

  it('refuses bad input with field messages and creates nothing', async () => {
    const person = await createUser(shared.server.deps.db);
    const before = (await callApi(shared.server, apiTokensApi.listApiTokens, { cookie: shared.admin.cookie }))
      .body.items.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ scopes: ['read'] }, 'name'],
      [{ name: '<i></i>  ', scopes: ['read'] }, 'name'],
      [{ name: 'x'.repeat(81), scopes: ['read'] }, 'name'],
      [{ name: 'No scopes', scopes: [] }, 'scopes'],
      [{ name: 'Odd scope', scopes: ['write'] }, 'scopes.0'],
      [
        { name: 'Past', scopes: ['read'], expires_at: new Date(Date.now() - 1000).toISOString() },
        'expires_at',
      ],
      [{ name: 'Not a date', scopes: ['read'], expires_at: 'tomorrow' }, 'expires_at'],
      [{ name: 'Nobody', scopes: ['read'], user_id: 'no-such-person' }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const res = await createTokenCall(shared.server, shared.admin.cookie, { user_id: person.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.fields), JSON.stringify(body)).toEqual([field]);
    }
    const extra = await createTokenCall(shared.server, shared.admin.cookie, {
      name: 'x',
      scopes: ['read'],
      token_hash: 'a',
    });
    expect(extra.status).toBe(400);
    const uk = await callApi(shared.server, apiTokensApi.createApiToken, {
      cookie: shared.admin.cookie,
      lang: 'uk',
      body: { name: '', scopes: ['read'] },
      invalidBody: { scopes: ['read'] },
    });
    expect(uk.body.error.fields.name).toBe("Вкажіть ім'я");
    const after = (await callApi(shared.server, apiTokensApi.listApiTokens, { cookie: shared.admin.cookie }))
      .body.items;
    expect(after).toHaveLength(before);
  });

  it('revokes a token once (idempotent), answers 404 for unknown ids, and audits create and revoke', async () => {
    const { id, secret } = await makeToken(shared.server, shared.admin.cookie, {
      scopes: ['read'],
      name: 'Short-lived',
    });
    const revoked = await callApi(shared.server, apiTokensApi.revokeApiToken, {
      params: { id: id },
      cookie: shared.admin.cookie,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id, state: 'revoked' });
    const at = revoked.body.revoked_at;
    expect(at).not.toBeNull();
    const again = await callApi(shared.server, apiTokensApi.revokeApiToken, {
      params: { id: id },
      cookie: shared.admin.cookie,
    });
    expect([again.status, again.body.revoked_at]).toEqual([200, at]);

    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await callApi(shared.server, apiTokensApi.revokeApiToken, {
        params: { id: unknown },
        cookie: shared.admin.cookie,
      });
      expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
    }

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['api_token.create', 'api_token.revoke']);
    expect(entries[0]).toMatchObject({ actorId: shared.admin.id, before: null });
    expect(entries[0]?.after).toMatchObject({ name: 'Short-lived', scopes: ['read'], revoked_at: null });
    expect(entries[1]?.before).toMatchObject({ revoked_at: null });
    expect(entries[1]?.after).toMatchObject({ revoked_at: at });
    const recorded = JSON.stringify(entries);
    const row = await tokenRow(shared.server.deps.db, id);
    expect(recorded).not.toContain(secret);
    expect(recorded).not.toContain(row.tokenHash);
  });

  it('lists expired and revoked tokens with their state', async () => {
    const expiring = await makeToken(shared.server, shared.admin.cookie, {
      scopes: ['read'],
      expires_at: inOneHour(),
    });
    await shared.server.deps.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    const list = await callApi(shared.server, apiTokensApi.listApiTokens, { cookie: shared.admin.cookie });
    expect(list.body.items.find((t: { id: string }) => t.id === expiring.id).state).toBe('expired');
  });
});
