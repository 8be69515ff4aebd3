import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/core/app-error';
import type { Viewer } from '../../../../server/core/viewer';
import { profiles } from '../../../../server/db/schema/profiles';
import { deleteUser } from '../../../../server/services/users/delete-user';
import { updateUser } from '../../../../server/services/users/update-user';
import { createUser } from '../../../support/factories';
import type { TestServer } from '../../../support/test-server';
import { longSessionCookie, startUsersServer, usersApi } from '../../../support/users-support';

// A database of its own: here the admins made by each test are the only ones, so the last active
// admin can be reached. An admin is always active when a request starts, so only a request that
// started before another one took the admins away can meet the rule: two admins acting on each other
// at once.

let server: TestServer;

beforeAll(async () => {
  server = await startUsersServer();
});
afterAll(() => server?.close());

const activeAdmins = async () =>
  (
    await server.deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.role, 'admin'), eq(profiles.disabled, false)))
  ).map((row) => row.id);

/** Two fresh admins, and every other admin made a user, so these two are the only active admins. */
async function twoAdmins() {
  await server.deps.db.update(profiles).set({ role: 'user' }).where(eq(profiles.role, 'admin'));
  const a = await createUser(server.deps.db, { role: 'admin' });
  const b = await createUser(server.deps.db, { role: 'admin' });
  expect((await activeAdmins()).sort()).toEqual([a.id, b.id].sort());
  return {
    a: { id: a.id, cookie: await longSessionCookie(server, a.id) },
    b: { id: b.id, cookie: await longSessionCookie(server, b.id) },
  };
}

/** How the request of `person` saw them when it started: still an admin. */
const staleViewer = (person: { id: string }): Viewer => ({
  id: person.id,
  email: `${person.id}@test.hromada.local`,
  role: 'admin',
  displayName: 'Admin',
  phoneNumber: null,
  twoFactorEnabled: false,
});

const codeOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof AppError ? [error.status, error.code] : error;
};

describe('the last active admin', () => {
  it('cannot be demoted, disabled or deleted by a request that began while another admin was left', async () => {
    const { a, b } = await twoAdmins();
    expect((await usersApi(server, a.cookie).update(b.id, { role: 'user' })).status).toBe(200);
    const deps = server.deps;
    expect(await codeOf(updateUser(deps, staleViewer(b), a.id, { role: 'user' }))).toEqual([
      409,
      'LAST_ADMIN',
    ]);
    expect(await codeOf(updateUser(deps, staleViewer(b), a.id, { disabled: true }))).toEqual([
      409,
      'LAST_ADMIN',
    ]);
    expect(await codeOf(deleteUser(deps, staleViewer(b), a.id))).toEqual([409, 'LAST_ADMIN']);
    expect(await activeAdmins()).toEqual([a.id]);
    // A change that keeps them an active admin is fine.
    expect(await codeOf(updateUser(deps, staleViewer(b), a.id, { role: 'admin', disabled: false }))).toBe(
      null,
    );
  });

  it('counts a disabled admin as gone, and the one left cannot leave either', async () => {
    const { a, b } = await twoAdmins();
    await usersApi(server, a.cookie).update(b.id, { disabled: true });
    await expect(updateUser(server.deps, staleViewer(b), a.id, { disabled: true })).rejects.toMatchObject({
      code: 'LAST_ADMIN',
      status: 409,
    });
    // Over HTTP the same rule stands behind every way out: A is alone and cannot leave.
    const self = await usersApi(server, a.cookie, 'uk').update(a.id, { disabled: true });
    expect(self.body.error.code).toBe('CANNOT_CHANGE_SELF');
    expect(self.body.error.message).toMatch(/[а-яіїє]/i);
  });

  for (const [what, act] of [
    ['demote', (as: ReturnType<typeof usersApi>, id: string) => as.update(id, { role: 'user' })],
    ['disable', (as: ReturnType<typeof usersApi>, id: string) => as.update(id, { disabled: true })],
    ['delete', (as: ReturnType<typeof usersApi>, id: string) => as.remove(id)],
  ] as const) {
    it(`survives two admins trying to ${what} each other at the same moment`, async () => {
      for (let round = 0; round < 3; round++) {
        const { a, b } = await twoAdmins();
        const results = await Promise.all([
          act(usersApi(server, a.cookie), b.id),
          act(usersApi(server, b.cookie), a.id),
        ]);
        const statuses = results.map((r) => r.status).sort();
        // One wins; the other finds itself no longer an admin (403/401) or its target the last one (409).
        expect(statuses.filter((s) => s < 300)).toHaveLength(1);
        for (const res of results.filter((r) => r.status >= 300))
          expect(['LAST_ADMIN', 'FORBIDDEN', 'UNAUTHORIZED']).toContain(res.body.error.code);
        expect(await activeAdmins()).toHaveLength(1);
      }
    });
  }
});
