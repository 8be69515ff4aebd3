import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCUMENT, type Operation } from '../../../shared/api/operation';
import * as plansApi from '../../../shared/api/plans';
import { plans as enPlans } from '../../../shared/i18n/en/plans';
import { plans as ukPlans } from '../../../shared/i18n/uk/plans';
import { auditRowsFor, expectAdminsOnly } from '../../support/catalog-support';
import { signedInPerson } from '../../support/factories';
import { callApi, getJson } from '../../support/http';
import { paymentFor, planBody, planRow, removePlans, subscriptionTo } from '../../support/plans-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// The plans editor's API: who may, every validation rule, changes, (de)activation, deleting, the audit log.

let server: TestServer;
let admin: { id: string; cookie: string };
let user: { id: string; cookie: string };
const made: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInPerson(server, 'admin');
  user = await signedInPerson(server);
});
afterAll(async () => {
  if (!server) return;
  await removePlans(server.deps.db, made);
  await server.close();
});

type PlanCall = { params?: { id: string }; body?: unknown };
/**
 * A call of a plans operation (shared/api/plans.ts) as the admin. The tests send valid and invalid
 * bodies alike, so the body goes as it is given.
 */
const asAdmin = (op: Operation, input: PlanCall = {}, lang = 'en') =>
  callApi(server, op, {
    ...input,
    body: undefined,
    invalidBody: input.body,
    cookie: admin.cookie,
    lang,
  } as never);
const add = async (body: Record<string, unknown>) => {
  const res = await asAdmin(plansApi.createPlan, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  made.push(res.body.id);
  return res.body;
};
const adminList = async () =>
  (await asAdmin(plansApi.listAdminPlans)).body.items as { id: string; in_use: boolean }[];
const f = enPlans.fieldErrors;

describe('plans admin: access', () => {
  it('answers 401 to visitors and 403 to people who are not admins, and changes nothing', async () => {
    const mine = await add(planBody('boost'));
    const calls: Parameters<typeof expectAdminsOnly>[2] = [
      [plansApi.listAdminPlans],
      [plansApi.createPlan, { body: planBody('boost') }],
      [plansApi.createPlan, { body: { kind: 'nope' } }],
      [plansApi.updatePlan, { params: { id: mine.id }, body: { price_cents: 1 } }],
      [plansApi.deletePlan, { params: { id: mine.id } }],
    ];
    await expectAdminsOnly(server, user.cookie, calls);
    expect(await planRow(server.deps.db, mine.id)).toMatchObject({ priceCents: 499 });
    expect((await auditRowsFor(server.deps.db, mine.id)).map((r) => r.action)).toEqual(['plan.create']);
  });
});

describe('plans admin: adding', () => {
  it('adds a plan of every kind, with defaults, and records who did it', async () => {
    const upgrade = await add(planBody('upgrade', { duration_days: 14, currency: ' eur ', sort_order: 5 }));
    expect(upgrade).toMatchObject({ kind: 'upgrade', duration_days: 14, currency: 'EUR', sort_order: 5 });
    expect(upgrade).toMatchObject({ annual_price_cents: null, active: true, in_use: false });
    const sub = await add(planBody('subscription', { price_cents: 999, annual_price_cents: 9990 }));
    expect(sub).toMatchObject({ price_cents: 999, annual_price_cents: 9990, duration_days: null });
    const sponsorship = await add(planBody('sponsorship', { active: false }));
    expect(sponsorship).toMatchObject({ duration_days: 7, active: false });
    const { currency: _, description_en: __, ...bare } = planBody('boost');
    const orders = ((await adminList()) as unknown as { sort_order: number }[]).map((p) => p.sort_order);
    const boost = await add({ ...bare, name_en: ' <b>Bold</b>  boost ' });
    expect(boost).toMatchObject({ currency: 'USD', description_en: '', name_en: 'Bold boost' });
    // Without an order, a new plan goes after the last one.
    expect(boost.sort_order).toBeGreaterThan(Math.max(...orders));
    const [audit] = await auditRowsFor(server.deps.db, sub.id);
    expect(audit).toMatchObject({ action: 'plan.create', actorId: admin.id, entityType: 'plan' });
    expect(audit?.after).toMatchObject({ kind: 'subscription', annual_price_cents: 9990 });
    expect((await adminList()).map((p) => p.id)).toEqual(
      expect.arrayContaining([upgrade.id, sub.id, boost.id]),
    );
  });

  it('refuses every invalid field with a message for that field and adds nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [planBody('boost', { kind: 'gift' }), 'kind', f.kindInvalid],
      [planBody('boost', { name_en: '' }), 'name_en', f.nameRequired],
      [planBody('boost', { name_uk: '<i></i>  ' }), 'name_uk', f.nameRequired],
      [planBody('boost', { name_en: 'x'.repeat(101) }), 'name_en', f.nameTooLong],
      [planBody('boost', { description_uk: 'x'.repeat(501) }), 'description_uk', f.descriptionTooLong],
      [planBody('boost', { currency: 'US' }), 'currency', f.currencyInvalid],
      [planBody('boost', { currency: 'U$D' }), 'currency', f.currencyInvalid],
      [planBody('boost', { price_cents: -1 }), 'price_cents', f.priceInvalid],
      [planBody('boost', { price_cents: 4.5 }), 'price_cents', f.priceInvalid],
      [planBody('boost', { price_cents: 100_000_001 }), 'price_cents', f.priceInvalid],
      [planBody('boost', { price_cents: '499' }), 'price_cents', f.priceInvalid],
      [planBody('subscription', { annual_price_cents: -5 }), 'annual_price_cents', f.priceInvalid],
      [planBody('subscription', { annual_price_cents: null }), 'annual_price_cents', f.annualRequired],
      [planBody('boost', { annual_price_cents: 100 }), 'annual_price_cents', f.annualNotAllowed],
      [planBody('upgrade', { duration_days: null }), 'duration_days', f.durationRequired],
      [planBody('sponsorship', { duration_days: 0 }), 'duration_days', f.durationInvalid],
      [planBody('upgrade', { duration_days: 3651 }), 'duration_days', f.durationInvalid],
      [planBody('subscription', { duration_days: 30 }), 'duration_days', f.durationNotAllowed],
      [planBody('boost', { duration_days: 1 }), 'duration_days', f.durationNotAllowed],
      [planBody('boost', { active: 'yes' }), 'active', f.activeInvalid],
      [planBody('boost', { sort_order: -1 }), 'sort_order', f.orderInvalid],
      [
        planBody('boost', { id: '00000000-0000-4000-8000-000000000000' }),
        'id',
        'The request contains a field that cannot be set here',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await asAdmin(plansApi.createPlan, { body });
      expect([field, res.status, res.body.error.code]).toEqual([field, 400, 'VALIDATION_FAILED']);
      expect([field, res.body.error.fields[field]]).toEqual([field, message]);
    }
    const { kind: _, ...noKind } = planBody('boost');
    expect((await asAdmin(plansApi.createPlan, { body: noKind })).body.error.fields.kind).toBe(f.kindInvalid);
    const uk = await asAdmin(
      plansApi.createPlan,
      { body: planBody('upgrade', { duration_days: null }) },
      'uk',
    );
    expect(uk.body.error).toMatchObject({ message: ukPlans.fieldErrors.durationRequired });
    // None of them was added (each body has a name of its own).
    const names = new Set(cases.map(([body]) => body.name_en));
    const listed = (await asAdmin(plansApi.listAdminPlans)).body.items as { name_en: string }[];
    expect(listed.filter((p) => names.has(p.name_en))).toEqual([]);
  });
});

describe('plans admin: changing', () => {
  it('changes prices and names, keeps the kind, and audits the change', async () => {
    const plan = await add(planBody('subscription'));
    const res = await asAdmin(plansApi.updatePlan, {
      params: { id: plan.id },
      body: { price_cents: 1099, name_uk: 'Нова назва' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price_cents: 1099, annual_price_cents: 4990, name_uk: 'Нова назва' });
    const [, update] = await auditRowsFor(server.deps.db, plan.id);
    expect(update).toMatchObject({ action: 'plan.update' });
    expect(update?.before).toMatchObject({ price_cents: 499 });
    expect(update?.after).toMatchObject({ price_cents: 1099 });
    // The same values again: nothing to record.
    await asAdmin(plansApi.updatePlan, { params: { id: plan.id }, body: { price_cents: 1099 } });
    expect(await auditRowsFor(server.deps.db, plan.id)).toHaveLength(2);
  });

  it('refuses a change that would not suit the kind, or names the kind, and changes nothing', async () => {
    const sub = await add(planBody('subscription'));
    const boost = await add(planBody('boost'));
    const upgrade = await add(planBody('upgrade'));
    const cases: [string, Record<string, unknown>, string, string][] = [
      [sub.id, { annual_price_cents: null }, 'annual_price_cents', f.annualRequired],
      [sub.id, { duration_days: 30 }, 'duration_days', f.durationNotAllowed],
      [boost.id, { duration_days: 5 }, 'duration_days', f.durationNotAllowed],
      [boost.id, { annual_price_cents: 100 }, 'annual_price_cents', f.annualNotAllowed],
      [upgrade.id, { duration_days: null }, 'duration_days', f.durationRequired],
      [upgrade.id, { price_cents: -3 }, 'price_cents', f.priceInvalid],
      [upgrade.id, { currency: 'dollars' }, 'currency', f.currencyInvalid],
      [upgrade.id, { kind: 'boost' }, 'kind', 'The request contains a field that cannot be set here'],
    ];
    for (const [id, body, field, message] of cases) {
      const res = await asAdmin(plansApi.updatePlan, { params: { id }, body });
      expect([field, res.status, res.body.error.code, res.body.error.fields[field]]).toEqual([
        field,
        400,
        'VALIDATION_FAILED',
        message,
      ]);
    }
    expect(await planRow(server.deps.db, upgrade.id)).toMatchObject({ kind: 'upgrade', durationDays: 7 });
    expect(await planRow(server.deps.db, sub.id)).toMatchObject({
      annualPriceCents: 4990,
      durationDays: null,
    });
    for (const id of [sub.id, boost.id, upgrade.id])
      expect((await auditRowsFor(server.deps.db, id)).map((r) => r.action)).toEqual(['plan.create']);
  });

  it('deactivates and activates a plan, each recorded as such', async () => {
    const plan = await add(planBody('upgrade'));
    expect(
      (await asAdmin(plansApi.updatePlan, { params: { id: plan.id }, body: { active: false } })).body.active,
    ).toBe(false);
    expect(
      (await asAdmin(plansApi.updatePlan, { params: { id: plan.id }, body: { active: true } })).body.active,
    ).toBe(true);
    expect((await auditRowsFor(server.deps.db, plan.id)).map((r) => r.action)).toEqual([
      'plan.create',
      'plan.deactivate',
      'plan.activate',
    ]);
  });

  it('answers 404 for a plan that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await asAdmin(plansApi.updatePlan, { params: { id }, body: { price_cents: 1 } })).status).toBe(
        404,
      );
      expect((await asAdmin(plansApi.deletePlan, { params: { id } })).body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('plans admin: deleting', () => {
  it('deletes a plan nothing refers to, and records it', async () => {
    const plan = await add(planBody('boost'));
    const res = await asAdmin(plansApi.deletePlan, { params: { id: plan.id } });
    expect(res).toMatchObject({ status: 200, body: { id: plan.id } });
    expect(await planRow(server.deps.db, plan.id)).toBeUndefined();
    const actions = (await auditRowsFor(server.deps.db, plan.id)).map((r) => r.action);
    expect(actions).toEqual(['plan.create', 'plan.delete']);
  });

  it('refuses to delete a plan that payments or subscriptions name, and says to deactivate it', async () => {
    const paid = await add(planBody('upgrade'));
    const subscribed = await add(planBody('subscription'));
    await paymentFor(server.deps.db, user.id, paid.id);
    await subscriptionTo(server.deps.db, user.id, subscribed.id);
    const listed = await adminList();
    expect(listed.find((p) => p.id === paid.id)?.in_use).toBe(true);
    expect(listed.find((p) => p.id === subscribed.id)?.in_use).toBe(true);
    for (const plan of [paid, subscribed]) {
      const res = await asAdmin(plansApi.deletePlan, { params: { id: plan.id } });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: f.planInUse,
        fields: { plan: f.planInUse },
      });
      expect(await planRow(server.deps.db, plan.id)).toBeDefined();
    }
    const uk = await asAdmin(plansApi.deletePlan, { params: { id: paid.id } }, 'uk');
    expect(uk.body.error.message).toBe(ukPlans.fieldErrors.planInUse);
    // Deactivating is the way out.
    const off = await asAdmin(plansApi.updatePlan, { params: { id: paid.id }, body: { active: false } });
    expect(off.body).toMatchObject({ active: false, in_use: true });
  });
});

describe('plans admin: documentation', () => {
  it('describes the plan endpoints in the OpenAPI document', async () => {
    const doc = (await getJson(`${server.url}${API_DOCUMENT.openapi}`)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/plans', '/v1/admin/plans', '/v1/admin/plans/{id}']),
    );
  });
});
