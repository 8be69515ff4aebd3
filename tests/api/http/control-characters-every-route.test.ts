import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as authApi from '../../../shared/api/auth';
import * as messagesApi from '../../../shared/api/messages';
import { API_DOCUMENT, apiPath, type Operation as ContractOperation } from '../../../shared/api/operation';
import * as plansApi from '../../../shared/api/plans';
import * as ratingsApi from '../../../shared/api/ratings';
import { sendJson, setupHostileTextServer } from '../../support/hostile-text-support';
import { encodeAny, leafPaths, type SchemaNode, sampler, withSuffix } from '../../support/openapi-samples';

/** A NUL (PostgreSQL text cannot hold one) and a lone surrogate (no UTF-8 for it), inside a value. */
const HOSTILE = ['\u0000', '\ud800'];

/** better-auth's bodies that our schemas check (server/http/auth-routes.ts), each valid as it is. */
const authBody = <O extends ContractOperation>(op: O, body: z.input<NonNullable<O['body']>>) =>
  [op, body as Record<string, unknown>] as const;
const AUTH_BODIES = [
  authBody(authApi.signUpEmail, { name: 'Olena', email: 'olena@example.com', password: 'amber-harbour-71' }),
  authBody(authApi.signInEmail, { email: 'olena@example.com', password: 'amber-harbour-71' }),
  authBody(authApi.signUpPhone, { name: 'Olena', phoneNumber: '+18135550100', password: 'amber-harbour-71' }),
  authBody(authApi.signInPhone, { phoneNumber: '+18135550100', password: 'amber-harbour-71' }),
  authBody(authApi.confirmPhoneSignUp, { signUpId: 'a'.repeat(32), code: '123456' }),
  authBody(authApi.requestPasswordReset, { email: 'olena@example.com', redirectTo: '/account' }),
  authBody(authApi.resetPassword, { newPassword: 'amber-harbour-72', token: 'abc' }),
  authBody(authApi.changePassword, { currentPassword: 'amber-harbour-71', newPassword: 'amber-harbour-72' }),
  authBody(authApi.changeEmail, {
    newEmail: 'o2@example.com',
    password: 'amber-harbour-71',
    callbackURL: '/account',
  }),
  authBody(authApi.sendVerificationEmail, { email: 'olena@example.com', callbackURL: '/account' }),
  authBody(authApi.requestPhonePasswordReset, { phoneNumber: '+18135550100' }),
  authBody(authApi.resetPasswordByPhone, {
    phoneNumber: '+18135550100',
    otp: '123456',
    newPassword: 'x'.repeat(12),
  }),
  authBody(authApi.sendPhoneOtp, { phoneNumber: '+18135550100' }),
  authBody(authApi.verifyTotp, { code: '123456' }),
  authBody(authApi.verifyBackupCode, { code: 'abcd-efgh' }),
];

/** The server's own health check (no API operation). */
const HEALTH = '/health';

const shared = setupHostileTextServer();

const failures: string[] = [];
/** A request at `path` (read from the OpenAPI document, or an operation's), noted when it fails. */
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

/** A call of a contract operation, noted like any other when it fails. */
const call = (op: ContractOperation, params?: Record<string, string>, body?: unknown) =>
  send(op.method.toUpperCase(), apiPath(op, { params }), body);

type Operation = { parameters?: { in: string; name: string; schema: SchemaNode }[] } & {
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
};

describe('a NUL or a lone surrogate anywhere in any request', () => {
  it('never answers 500: every query and path parameter and JSON field of every route', async () => {
    const doc = (await send('GET', API_DOCUMENT.openapi)).body;
    const { city, category } = shared;
    const ad = await shared.adOf();
    const rated = await call(ratingsApi.createRating, { id: ad }, { rating: 4, comment: 'Good' });
    const sent = await call(messagesApi.messageSeller, { id: ad }, { body: 'Is it still for sale?' });
    const plans = await call(plansApi.listAdminPlans);
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
    for (const [op, body] of AUTH_BODIES)
      for (const bad of HOSTILE)
        for (const leaf of leafPaths(body)) await call(op, {}, withSuffix(body, leaf, bad));
    expect(failures).toEqual([]);
    expect((await send('GET', HEALTH)).status).toBe(200);
  }, 600_000);
});
