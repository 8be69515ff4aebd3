import { describe, expect, it } from 'vitest';
import { sendJson, setupHostileTextServer } from '../../support/hostile-text-support';
import { encodeAny, leafPaths, type SchemaNode, sampler, withSuffix } from '../../support/openapi-samples';

/** A NUL (PostgreSQL text cannot hold one) and a lone surrogate (no UTF-8 for it), inside a value. */
const HOSTILE = ['\u0000', '\ud800'];

/** better-auth's bodies that our schemas check (server/http/auth-routes.ts), each valid as it is. */
const AUTH_BODIES: [string, Record<string, unknown>][] = [
  ['/sign-up/email', { name: 'Olena', email: 'olena@example.com', password: 'amber-harbour-71' }],
  ['/sign-in/email', { email: 'olena@example.com', password: 'amber-harbour-71' }],
  ['/sign-up/phone-number', { name: 'Olena', phoneNumber: '+18135550100', password: 'amber-harbour-71' }],
  ['/sign-in/phone-number', { phoneNumber: '+18135550100', password: 'amber-harbour-71' }],
  ['/phone-number/confirm-sign-up', { signUpId: 'a'.repeat(32), code: '123456' }],
  ['/request-password-reset', { email: 'olena@example.com', redirectTo: '/account' }],
  ['/reset-password', { newPassword: 'amber-harbour-72', token: 'abc' }],
  ['/change-password', { currentPassword: 'amber-harbour-71', newPassword: 'amber-harbour-72' }],
  ['/change-email', { newEmail: 'o2@example.com', password: 'amber-harbour-71', callbackURL: '/account' }],
  ['/send-verification-email', { email: 'olena@example.com', callbackURL: '/account' }],
  ['/phone-number/request-password-reset', { phoneNumber: '+18135550100' }],
  [
    '/phone-number/reset-password',
    { phoneNumber: '+18135550100', otp: '123456', newPassword: 'x'.repeat(12) },
  ],
  ['/phone-number/send-otp', { phoneNumber: '+18135550100' }],
  ['/two-factor/verify-totp', { code: '123456' }],
  ['/two-factor/verify-backup-code', { code: 'abcd-efgh' }],
];

const shared = setupHostileTextServer();

const failures: string[] = [];
async function send(method: string, path: string, body?: unknown) {
  const res = await sendJson(shared.server, shared.admin.cookie, method, path, body).catch(() => ({
    status: 0,
    body: null,
  }));
  const refusedWithoutMessage = res.status >= 400 && typeof res.body?.error?.message !== 'string';
  if (res.status === 0 || res.status >= 500 || refusedWithoutMessage)
    failures.push(`${res.status} ${method} ${path} ${JSON.stringify(body) ?? ''}`.slice(0, 300));
  return res;
}

type Operation = { parameters?: { in: string; name: string; schema: SchemaNode }[] } & {
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
};

describe('a NUL or a lone surrogate anywhere in any request', () => {
  it('never answers 500: every query and path parameter and JSON field of every route', async () => {
    const doc = (await send('GET', '/api/openapi.json')).body;
    const { city, category } = shared;
    const ad = await shared.adOf();
    const rated = await send('POST', `/api/v1/ads/${ad}/ratings`, { rating: 4, comment: 'Good' });
    const sent = await send('POST', `/api/v1/ads/${ad}/messages`, { body: 'Is it still for sale?' });
    const plans = await send('GET', '/api/v1/admin/plans');
    // The existing thing each path's {id} names, so a valid body reaches its service.
    const ids: [RegExp, string][] = [
      [/^\/v1\/(admin\/)?ratings\//, rated.body.id],
      [/^\/v1\/conversations\//, sent.body.conversation_id],
      [/^\/v1\/messages\//, sent.body.message.id],
      [/^\/v1\/admin\/plans\//, plans.body.items[0].id],
      [/^\/v1\/(admin\/users|me\/blocks)\//, shared.owner.id],
      [/^\/v1\/admin\/categories\//, category],
      [/^\/v1\/admin\/cities\//, city],
      [/trust-settings/, 'reports_to_hide'],
      [/platform-settings/, 'monetization_enabled'],
    ];
    const idFor = (path: string) => ids.find(([pattern]) => pattern.test(path))?.[1] ?? ad;
    const sample = sampler(doc.components.schemas, (field) =>
      field.startsWith('city') ? city : field.startsWith('category') ? category : ad,
    );
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      if (path.endsWith('/stream')) continue;
      for (const [verb, operation] of Object.entries(operations)) {
        const method = verb.toUpperCase();
        const params = operation.parameters ?? [];
        const url = (hostile: Record<string, string> = {}) =>
          `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeAny(hostile[name] ?? idFor(path)))}`;
        const json = operation.requestBody?.content['application/json']?.schema;
        const body = json ? sample(json) : undefined;
        for (const bad of HOSTILE) {
          for (const param of params) {
            if (param.in === 'path') await send(method, url({ [param.name]: `a${bad}` }), body);
            if (param.in !== 'query') continue;
            const value = encodeAny(`${sample(param.schema, param.name)}${bad}`);
            const required = param.name === 'q' ? '' : '&q=bike';
            await send(method, `${url()}?${param.name}=${value}${required}`, body);
          }
          for (const leaf of leafPaths(body)) await send(method, url(), withSuffix(body, leaf, bad));
        }
      }
    }
    for (const [path, body] of AUTH_BODIES)
      for (const bad of HOSTILE)
        for (const leaf of leafPaths(body))
          await send('POST', `/api/auth${path}`, withSuffix(body, leaf, bad));
    expect(failures).toEqual([]);
    expect((await send('GET', '/health')).status).toBe(200);
  }, 600_000);
});
