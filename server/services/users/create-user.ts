import { randomUUID } from 'node:crypto';
import type { CreateUserInput } from '../../../shared/schemas/admin-users';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/password';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { account, user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { requireAdministrator } from '../../policies/administer';
import { recordAudit } from '../audit/record-audit';
import { getUserOrNotFound, type UserRow } from './list-users';
import { refuseTaken } from './taken-checks';
import { asTakenError } from './unique-violation';

/**
 * An account an admin makes for someone: it signs in with this email and password at once (the
 * email counts as verified, no mail is sent) and carries the chosen display name and role.
 *
 * better-auth's sign-up endpoint cannot do this (it mails a confirmation link and names the profile
 * after the email), so we write the rows its sign-up writes — the user, its "credential" account with
 * the password hashed by the hasher better-auth is configured with, ids from its id generator — together
 * with the profile and the audit entry, in one transaction. Answers the person as the admin list shows them.
 */
export async function createUser(
  deps: Pick<Deps, 'db' | 'auth'>,
  viewer: Viewer | null,
  input: CreateUserInput,
): Promise<UserRow> {
  const admin = requireAdministrator(viewer);
  if (isCommonPassword(input.password))
    throw new AppError('VALIDATION_FAILED', 400, { fields: { password: 'passwordTooCommon' } });
  await refuseTaken(deps.db, { email: input.email, displayName: input.name });
  const auth = await deps.auth.$context;
  const hash = await hashPassword(input.password);
  const newId = (model: 'user' | 'account') => auth.generateId({ model }) || randomUUID();
  const id = newId('user');
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(user).values({ id, name: input.name, email: input.email, emailVerified: true });
      await tx.insert(account).values({
        id: newId('account'),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      });
      await tx.insert(profiles).values({ id, displayName: input.name, role: input.role });
      await recordAudit(tx, admin, {
        action: 'user.create',
        entityType: 'user',
        entityId: id,
        after: { display_name: input.name, email: input.email, role: input.role, disabled: false },
      });
    });
  } catch (error) {
    throw asTakenError(error);
  }
  return getUserOrNotFound(deps.db, id);
}
