import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { type Db, queryRows } from '../../db/client';
import { impersonatesSite } from './site-impersonation';

/**
 * Names that would pass for the site speaking. Compared by skeleton (hromada_name_skeleton, migration
 * 0014), so 'ADM1N', 'Аdmіn' with Cyrillic letters or 'a d m i n' count too; names that merely
 * contain one ('Badminton club') do not.
 */
const RESERVED_DISPLAY_NAMES = [
  'admin',
  'administrator',
  'administration',
  'moderator',
  'moderation',
  'hromada',
  'hromada admin',
  'hromada team',
  'hromada support',
  'support',
  'helpdesk',
  'staff',
  'system',
  'root',
  'official',
  'адмін',
  'админ',
  'адміністратор',
  'администратор',
  'адміністрація',
  'администрация',
  'модератор',
  'модерація',
  'громада',
  'адмін громади',
  'команда громади',
  'підтримка',
  'поддержка',
  'служба підтримки',
];

export type DisplayNameStanding = 'available' | 'taken' | 'reserved';

const skeleton = (value: SQL | string) => sql`public.hromada_name_skeleton(${value})`;

/**
 * Whether `name` may be given: 'taken' when another person's name looks the same (same skeleton),
 * 'reserved' when it looks like one of the site's own or pairs a role word with the site's name
 * (site-impersonation.ts). A person keeping their current name exactly
 * (`personId`) is never refused, so names given before these rules stay.
 */
export async function displayNameStanding(
  db: Db,
  name: string,
  personId?: string,
): Promise<DisplayNameStanding> {
  const reserved = sql.join(
    RESERVED_DISPLAY_NAMES.map((r) => skeleton(r)),
    sql`, `,
  );
  const others = personId ? sql`and id <> ${personId}` : sql``;
  const [row] = await queryRows<{ own: boolean; reserved: boolean; taken: boolean }>(
    db,
    sql`select
      exists (select 1 from profiles where id = ${personId ?? null} and display_name = ${name}) as own,
      ${skeleton(name)} in (${reserved}) as reserved,
      exists (select 1 from profiles where ${skeleton(sql`display_name`)} = ${skeleton(name)} ${others}) as taken`,
  );
  if (!row || row.own) return 'available';
  if (row.reserved || impersonatesSite(name)) return 'reserved';
  return row.taken ? 'taken' : 'available';
}

type NameField = 'display_name' | 'name';

export const displayNameTakenError = (field: NameField) =>
  new AppError('DISPLAY_NAME_TAKEN', 409, { fields: { [field]: 'displayNameTaken' } });

/** 409 for a name that looks like another person's, 400 for one that looks like the site's own; on `field`. */
export async function refuseUnavailableDisplayName(
  db: Db,
  name: string,
  field: NameField,
  personId?: string,
): Promise<void> {
  const standing = await displayNameStanding(db, name, personId);
  if (standing === 'taken') throw displayNameTakenError(field);
  if (standing === 'reserved')
    throw new AppError('VALIDATION_FAILED', 400, { fields: { [field]: 'displayNameReserved' } });
}
