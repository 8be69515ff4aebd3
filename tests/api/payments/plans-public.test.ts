import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../server/core/app-error';
import { loadSellablePlan } from '../../../server/services/plans/load-sellable-plan';
import * as plansApi from '../../../shared/api/plans';
import { errors as enErrors } from '../../../shared/i18n/en/errors';
import { plans as enPlans } from '../../../shared/i18n/en/plans';
import { errors as ukErrors } from '../../../shared/i18n/uk/errors';
import type { PlanKind } from '../../../shared/plan-kinds';
import { PLATFORM_SETTING_DEFAULTS, type PlatformSettings } from '../../../shared/platform-features';
import { signedInPerson } from '../../support/factories';
import { callApi, rawQuery } from '../../support/http';
import { planBody } from '../../support/plans-support';
import { setPlatformSettings } from '../../support/platform-settings-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// GET /plans: what is on sale follows the effective features; loadSellablePlan for checkouts.

let server: TestServer;
let admin: { cookie: string };
const KINDS = ['upgrade', 'boost', 'sponsorship', 'subscription'] as const;
const FLAG_OF: Record<PlanKind, keyof PlatformSettings> = {
  upgrade: 'ad_upgrades_enabled',
  boost: 'ad_boosts_enabled',
  sponsorship: 'sponsorships_enabled',
  subscription: 'subscriptions_enabled',
};
const ALL_ON: PlatformSettings = {
  monetization_enabled: true,
  ad_upgrades_enabled: true,
  ad_boosts_enabled: true,
  sponsorships_enabled: true,
  pricing_page_enabled: true,
  subscriptions_enabled: true,
};
// One active plan of each kind, plus an inactive one of each kind.
const active = {} as Record<PlanKind, string>;
const inactive = {} as Record<PlanKind, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInPerson(server, 'admin');
  for (const [i, kind] of KINDS.entries()) {
    const on = await callApi(server, plansApi.createPlan, {
      cookie: admin.cookie,
      body: planBody(kind, { sort_order: 900 - i }),
    });
    active[kind] = on.body.id;
    const off = await callApi(server, plansApi.createPlan, {
      cookie: admin.cookie,
      body: planBody(kind, { active: false }),
    });
    inactive[kind] = off.body.id;
  }
});
beforeEach(async () => {
  if (server) await setPlatformSettings(server, PLATFORM_SETTING_DEFAULTS);
});
afterAll(async () => {
  await server?.close();
});

type Listed = { id: string; kind: PlanKind; sort_order: number };
const listed = async (kind?: PlanKind) => {
  const res = await callApi(server, plansApi.listPlans, { query: { kind } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Listed[];
};
const mineOf = (items: Listed[]) => {
  const ids = new Set([...Object.values(active), ...Object.values(inactive)]);
  return items.filter((p) => ids.has(p.id));
};

describe('public plans', () => {
  it('shows visitors the active plans of the kinds in effect by default (not subscriptions), in display order', async () => {
    const items = await listed();
    expect(mineOf(items).map((p) => p.id)).toEqual([active.sponsorship, active.boost, active.upgrade]);
    const orders = items.map((p) => p.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      [
        'id',
        'kind',
        'name_en',
        'name_uk',
        'description_en',
        'description_uk',
        'currency',
        'price_cents',
        'annual_price_cents',
        'duration_days',
        'active',
        'sort_order',
      ].sort(),
    );
    expect(items.every((p) => p.kind !== 'subscription')).toBe(true);
  });

  it('shows subscriptions once their switch is on, and hides each kind whose own switch is off', async () => {
    await setPlatformSettings(server, ALL_ON);
    expect(mineOf(await listed()).map((p) => p.kind)).toEqual([
      'subscription',
      'sponsorship',
      'boost',
      'upgrade',
    ]);
    for (const kind of KINDS) {
      await setPlatformSettings(server, { ...ALL_ON, [FLAG_OF[kind]]: false });
      const kinds = mineOf(await listed()).map((p) => p.kind);
      expect([kind, kinds]).toEqual([kind, KINDS.filter((k) => k !== kind).reverse()]);
    }
  });

  it('filters by kind, refusing a kind that is switched off and a kind that does not exist', async () => {
    expect(mineOf(await listed('boost')).map((p) => p.id)).toEqual([active.boost]);
    expect((await listed('upgrade')).every((p) => p.kind === 'upgrade')).toBe(true);
    const off = await callApi(server, plansApi.listPlans, { query: { kind: 'subscription' } });
    expect(off).toMatchObject({ status: 403, body: { error: { code: 'FEATURE_DISABLED' } } });
    const bad = await rawQuery(server, plansApi.listPlans, 'kind=gift');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { kind: enPlans.fieldErrors.kindInvalid },
    });
  });

  it('refuses (403 FEATURE_DISABLED) when monetisation is off, or nothing at all is sold', async () => {
    await setPlatformSettings(server, { ...ALL_ON, monetization_enabled: false });
    const en = await callApi(server, plansApi.listPlans, {});
    expect(en).toMatchObject({
      status: 403,
      body: { error: { code: 'FEATURE_DISABLED', message: enErrors.FEATURE_DISABLED } },
    });
    const uk = await callApi(server, plansApi.listPlans, { lang: 'uk' });
    expect(uk.body.error.message).toBe(ukErrors.FEATURE_DISABLED);
    // Admins still see and edit every plan while it is off.
    const adminList = await callApi(server, plansApi.listAdminPlans, { cookie: admin.cookie });
    expect(adminList.status).toBe(200);
    await setPlatformSettings(server, {
      ...ALL_ON,
      ad_upgrades_enabled: false,
      ad_boosts_enabled: false,
      sponsorships_enabled: false,
      subscriptions_enabled: false,
    });
    expect((await callApi(server, plansApi.listPlans, {})).status).toBe(403);
  });
});

describe('loadSellablePlan', () => {
  const refusal = async (planId: string) => {
    const error = await loadSellablePlan(server.deps.db, planId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  };

  it('gives an active plan whose feature is in effect, and refuses anything else with PLAN_NOT_AVAILABLE', async () => {
    expect((await loadSellablePlan(server.deps.db, active.upgrade)).id).toBe(active.upgrade);
    expect(await refusal(inactive.upgrade)).toBe('PLAN_NOT_AVAILABLE');
    expect(await refusal(active.subscription)).toBe('PLAN_NOT_AVAILABLE');
    expect(await refusal('00000000-0000-4000-8000-000000000000')).toBe('PLAN_NOT_AVAILABLE');
    expect(await refusal('not-a-plan')).toBe('PLAN_NOT_AVAILABLE');
    await setPlatformSettings(server, { ...ALL_ON, ad_upgrades_enabled: false });
    expect(await refusal(active.upgrade)).toBe('PLAN_NOT_AVAILABLE');
    expect((await loadSellablePlan(server.deps.db, active.subscription)).kind).toBe('subscription');
    await setPlatformSettings(server, { ...ALL_ON, monetization_enabled: false });
    expect(await refusal(active.boost)).toBe('PLAN_NOT_AVAILABLE');
  });
});
