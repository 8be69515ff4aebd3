import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../../server/db/schema/api-tokens';
import { auditLog } from '../../../server/db/schema/audit-log';
import * as auditApi from '../../../shared/api/admin-audit';
import * as apiTokensApi from '../../../shared/api/api-tokens';
import { errors as enErrors } from '../../../shared/i18n/en/errors';
import { errors as ukErrors } from '../../../shared/i18n/uk/errors';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';
import { bearerApi, makeToken } from '../../support/tokens-support';

// The finding: an admin's token minted a token acting as another admin, and the audit log then
// showed the admin's name alone, hiding that a token did it.

let server: TestServer;
let admin: { id: string; cookie: string };
let otherAdmin: { id: string; cookie: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInPerson(server, 'admin');
  otherAdmin = await signedInPerson(server, 'admin');
});
afterAll(() => server?.close());

const tokensOf = (userId: string) =>
  server.deps.db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, userId));
const auditOf = (entityType: string, entityId: string) =>
  callApi(server, auditApi.listAuditLog, { query: { entity_type: entityType }, cookie: admin.cookie }).then(
    (res) => res.body.items.filter((entry: { entity_id: string }) => entry.entity_id === entityId),
  );

describe('making API tokens with an API token', () => {
  it('is refused with 403 SESSION_REQUIRED, for another admin and for the token’s own person alike', async () => {
    const token = await makeToken(server, admin.cookie, { name: 'Automation', scopes: ['admin'] });
    const before = await tokensOf(otherAdmin.id);
    for (const [body, lang, message] of [
      [{ name: 'Impostor', scopes: ['admin'], user_id: otherAdmin.id }, 'en', enErrors.SESSION_REQUIRED],
      [{ name: 'Successor', scopes: ['admin'] }, 'uk', ukErrors.SESSION_REQUIRED],
    ] as const) {
      const res = await bearerApi(server, apiTokensApi.createApiToken, token.secret, {
        body: body as never,
        invalidBody: body,
        lang,
      });
      expect([res.status, res.body.error]).toEqual([403, { code: 'SESSION_REQUIRED', message }]);
    }
    expect(await tokensOf(otherAdmin.id)).toEqual(before);
    expect(await tokensOf(admin.id)).toEqual([{ id: token.id }]);
    const created = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_token.create'), eq(auditLog.actorTokenId, token.id)));
    expect(created).toEqual([]);
  });

  it('is still allowed in a signed-in admin session, for anyone', async () => {
    const made = await makeToken(server, admin.cookie, { scopes: ['read'], user_id: otherAdmin.id });
    expect(await tokensOf(otherAdmin.id)).toContainEqual({ id: made.id });
  });
});

describe('the audit log', () => {
  it('records which token an admin action was done with, by id and name; a session’s has none', async () => {
    const token = await makeToken(server, admin.cookie, { name: 'Nightly cleanup', scopes: ['admin'] });
    const victim = await makeToken(server, admin.cookie, { name: 'Old key', scopes: ['read'] });
    const revoked = await bearerApi(server, apiTokensApi.revokeApiToken, token.secret, {
      params: { id: victim.id },
    });
    expect(revoked.status).toBe(200);

    const [revocation] = (await auditOf('api_token', victim.id)).filter(
      (entry: { action: string }) => entry.action === 'api_token.revoke',
    );
    expect(revocation.actor).toEqual({
      id: admin.id,
      name: expect.any(String),
      token: { id: token.id, name: 'Nightly cleanup' },
    });
    const [creation] = await auditOf('api_token', token.id);
    expect(creation.actor).toMatchObject({ id: admin.id, token: null });
  });

  it('keeps the token’s name after the token is gone', async () => {
    const token = await makeToken(server, admin.cookie, { name: 'Short-lived', scopes: ['admin'] });
    const victim = await makeToken(server, admin.cookie, { name: 'Another', scopes: ['read'] });
    await bearerApi(server, apiTokensApi.revokeApiToken, token.secret, { params: { id: victim.id } });
    await server.deps.db.delete(apiTokens).where(eq(apiTokens.id, token.id));
    const [revocation] = (await auditOf('api_token', victim.id)).filter(
      (entry: { action: string }) => entry.action === 'api_token.revoke',
    );
    expect(revocation.actor.token).toEqual({ id: null, name: 'Short-lived' });
  });
});
