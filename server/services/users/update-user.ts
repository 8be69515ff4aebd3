import { eq } from 'drizzle-orm';
import type { UpdateUserInput } from '../../../shared/schemas/admin-users';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { refuseLastAdmin, refuseSelf } from '../../policies/user-admin';
import { recordAudit } from '../audit/record-audit';
import { setAccountDisabled } from '../profiles/set-account-disabled';
import { lockActiveAdmins } from './active-admins';
import { refuseTaken } from './taken-checks';
import { asTakenError } from './unique-violation';

type Snapshot = { display_name: string; email: string; role: 'admin' | 'user'; disabled: boolean };

async function lockPerson(tx: Db, id: string): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({
      display_name: profiles.displayName,
      email: user.email,
      role: profiles.role,
      disabled: profiles.disabled,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, id))
    .for('update');
  return row;
}

/** The audit entries of a change: one per kind (details, role, disabled), each with before and after. */
function auditEntries(id: string, before: Snapshot, after: Snapshot) {
  const entries = [];
  const details = (s: Snapshot) => ({ display_name: s.display_name, email: s.email });
  if (before.display_name !== after.display_name || before.email !== after.email)
    entries.push({ action: 'user.update', before: details(before), after: details(after) });
  if (before.role !== after.role)
    entries.push({ action: 'user.role', before: { role: before.role }, after: { role: after.role } });
  if (before.disabled !== after.disabled)
    entries.push({
      action: after.disabled ? 'user.disable' : 'user.enable',
      before: { disabled: before.disabled },
      after: { disabled: after.disabled },
    });
  return entries.map((entry) => ({ ...entry, entityType: 'user', entityId: id }));
}

/**
 * Changes a person's name, email, role or disabled state. Disabling ends every session of theirs in
 * the same transaction (their ads leave public view through `publiclyVisible`). Nobody can take
 * themselves, or the last active admin, out of the active admins.
 */
export async function updateUser(
  { db, clock, searchCache }: Deps,
  admin: Viewer,
  id: string,
  input: UpdateUserInput,
): Promise<void> {
  const leavesAdmins = input.disabled === true || input.role === 'user';
  if (leavesAdmins) refuseSelf(admin, id);
  try {
    await db.transaction(async (tx) => {
      const activeAdmins = leavesAdmins ? await lockActiveAdmins(tx) : [];
      const before = await lockPerson(tx, id);
      if (!before) throw notFound();
      if (leavesAdmins) refuseLastAdmin(activeAdmins, id);
      const after: Snapshot = {
        display_name: input.name ?? before.display_name,
        email: input.email ?? before.email,
        role: input.role ?? before.role,
        disabled: input.disabled ?? before.disabled,
      };
      await refuseTaken(
        tx,
        {
          email: after.email !== before.email ? after.email : undefined,
          displayName: after.display_name !== before.display_name ? after.display_name : undefined,
        },
        id,
      );
      const now = clock();
      if (after.email !== before.email || after.display_name !== before.display_name)
        // The admin vouches for the new address, so it counts as verified (sign-in requires that).
        await tx
          .update(user)
          .set({ email: after.email, emailVerified: true, name: after.display_name, updatedAt: now })
          .where(eq(user.id, id));
      if (after.display_name !== before.display_name || after.role !== before.role)
        await tx
          .update(profiles)
          .set({ displayName: after.display_name, role: after.role, updatedAt: now })
          .where(eq(profiles.id, id));
      if (after.disabled !== before.disabled)
        await setAccountDisabled({ db: tx, clock, searchCache }, id, after.disabled);
      for (const entry of auditEntries(id, before, after)) await recordAudit(tx, admin, entry);
    });
  } catch (error) {
    throw asTakenError(error);
  }
}
