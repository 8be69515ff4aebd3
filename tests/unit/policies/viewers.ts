import type { Viewer } from '../../../server/core/viewer';

export const OWNER_ID = 'owner';

const person = (id: string, role: Viewer['role']): Viewer => ({
  id,
  email: `${id}@example.test`,
  role,
  displayName: id,
  phoneNumber: null,
  twoFactorEnabled: false,
});

/** The viewers every policy table runs through: nobody, the thing's owner, someone else, an admin. */
export const VIEWERS = {
  visitor: null,
  owner: person(OWNER_ID, 'user'),
  stranger: person('stranger', 'user'),
  admin: person('admin', 'admin'),
} as const;

export type ViewerName = keyof typeof VIEWERS;

/** What a policy did: allowed, or the status of the AppError it threw. */
export function outcome(decide: () => unknown): 'ok' | number {
  try {
    decide();
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
}
