import type { Db } from '../../db/client';
import { authEvents } from '../../db/schema';

export interface AuthEvent {
  event: string;
  outcome: string;
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Best effort: a failure to write the log must never fail the sign-in it describes. */
export async function recordAuthEvent(db: Db, event: AuthEvent): Promise<void> {
  try {
    await db.insert(authEvents).values({ ...event, userAgent: event.userAgent?.slice(0, 300) ?? null });
  } catch (error) {
    console.error('auth event not recorded', event.event, error);
  }
}
