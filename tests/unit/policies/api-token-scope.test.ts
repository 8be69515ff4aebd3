import { describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../../server/db/schema/api-tokens';
import { scopeNeeded, scopesAllow } from '../../../server/policies/api-token-scope';
import * as adminAuditApi from '../../../shared/api/admin-audit';
import * as adsApi from '../../../shared/api/ads';
import * as apiTokensApi from '../../../shared/api/api-tokens';
import * as meApi from '../../../shared/api/me';
import * as moderationApi from '../../../shared/api/moderation';
import * as notificationsApi from '../../../shared/api/notifications';
import { API_PREFIX, apiPath, type CallInput, type Operation } from '../../../shared/api/operation';
import * as ratingsApi from '../../../shared/api/ratings';

/** A request as the scope rule sees it: its method and its path under /api/v1, without that prefix. */
type Request = { method: string; path: string };

/** A call of a contract operation with these path parameters (by another method, for HEAD). */
const call = <O extends Operation>(
  op: O,
  input: Pick<CallInput<O>, 'params'>,
  method: string = op.method,
): Request => ({
  method: method.toUpperCase(),
  path: apiPath(op, input).slice(API_PREFIX.length),
});

const adminAds = call(moderationApi.listModerationAds, {});

// The scope rule as a table: a request under /api/v1, what it needs, and who may.
const TABLE: [Request, 'any' | 'write' | 'admin'][] = [
  [call(adsApi.listAds, {}), 'any'],
  [call(adsApi.getAd, { params: { id: 123 } }, 'head'), 'any'],
  [call(meApi.getMe, {}), 'any'],
  [call(notificationsApi.listNotifications, {}), 'any'],
  [call(ratingsApi.listAdRatings, { params: { id: 123 } }), 'any'],
  [call(ratingsApi.getAdRatings, {}), 'any'],
  [call(adsApi.createAd, {}), 'write'],
  [call(adsApi.updateAd, { params: { id: 123 } }), 'write'],
  [call(adsApi.deleteAd, { params: { id: 123 } }), 'write'],
  [call(adsApi.setAdImages, { params: { id: 123 } }), 'write'],
  [call(adsApi.removeAdImages, { params: { id: 123 } }), 'write'],
  [call(ratingsApi.createRating, { params: { id: 123 } }), 'write'],
  [call(ratingsApi.updateRating, { params: { id: 9 } }), 'write'],
  [call(ratingsApi.deleteRating, { params: { id: 9 } }), 'write'],
  [call(meApi.updateMe, {}), 'write'],
  [call(notificationsApi.markNotificationsRead, {}), 'write'],
  // Another RPC than the read-only one, and the admin area's own root: no operation is either.
  [{ method: 'POST', path: '/rpc/something_else' }, 'write'],
  [adminAds, 'admin'],
  [{ method: 'GET', path: '/admin' }, 'admin'],
  [call(moderationApi.moderateAd, { params: { id: 123 } }), 'admin'],
  [call(apiTokensApi.createApiToken, {}), 'admin'],
  [call(adminAuditApi.listAuditLog, {}), 'admin'],
  // Odd spellings of an admin path.
  [{ ...adminAds, path: adminAds.path.replace('/admin', '/Admin') }, 'admin'],
  [{ ...adminAds, path: `/${adminAds.path}` }, 'admin'],
];

const WHO: Record<'any' | 'write' | 'admin', ApiTokenScope[][]> = {
  any: [['read'], ['ads:write'], ['admin'], ['read', 'ads:write'], ['read', 'admin']],
  write: [['ads:write'], ['admin'], ['read', 'ads:write'], ['read', 'admin']],
  admin: [['admin'], ['read', 'admin']],
};
const ALL: ApiTokenScope[][] = [
  ['read'],
  ['ads:write'],
  ['admin'],
  ['read', 'ads:write'],
  ['read', 'admin'],
  [],
];

describe('the API token scope rule', () => {
  it.each(TABLE.map(([{ method, path }, need]) => [method, path, need] as const))(
    '%s %s needs %s',
    (method, path, need) => {
      expect(scopeNeeded(method, path)).toBe(need);
      for (const scopes of ALL) {
        const allowed = WHO[need].some((w) => w.join() === scopes.join());
        expect(scopesAllow(scopes, method, path), `${scopes.join('+') || 'none'}`).toBe(allowed);
      }
    },
  );

  it('does not read /administration or /ads/admin as admin paths', () => {
    // Neither is an operation's path: one merely starts with the admin area's name, one is under /ads.
    const notAdmin: [Request, 'any' | 'write'][] = [
      [{ method: 'GET', path: '/administration' }, 'any'],
      [{ method: 'POST', path: '/ads/admin' }, 'write'],
    ];
    for (const [{ method, path }, need] of notAdmin) expect(scopeNeeded(method, path)).toBe(need);
  });
});
