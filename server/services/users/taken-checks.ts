import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { refuseUnavailableDisplayName } from '../profiles/display-name-rules';
import { emailTakenError } from './unique-violation';

async function emailInUse(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0 && rows[0]?.id !== exceptId;
}

/**
 * 409 when another person already has this email or a display name that looks the same; 400 for a
 * display name that looks like the site's own (display-name-rules.ts).
 */
export async function refuseTaken(
  db: Db,
  values: { email?: string; displayName?: string },
  exceptId?: string,
): Promise<void> {
  if (values.email !== undefined && (await emailInUse(db, values.email, exceptId))) throw emailTakenError();
  if (values.displayName !== undefined)
    await refuseUnavailableDisplayName(db, values.displayName, 'name', exceptId);
}
