import { type SQL, sql } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What decides a reporter's trust: the time now and the trust setting `new_account_days`. */
export interface ReporterTrustRules {
  now: Date;
  newAccountDays: number;
}

/**
 * Whether the account `reporterId` names is a trusted reporter (docs/decisions/028): an admin, or an
 * enabled account at least `new_account_days` old with a history here — an ad of theirs that was
 * published (approved, or expired since), a rating of theirs that a moderator approved, or a message
 * someone else wrote to them. Only trusted reporters' open reports hide an ad; everyone's are filed.
 */
export function trustedReporter(reporterId: SQL, rules: ReporterTrustRules): SQL {
  const grownUpBefore = new Date(rules.now.getTime() - rules.newAccountDays * DAY_MS).toISOString();
  return sql`exists (
    select 1 from "user" tu join profiles tp on tp.id = tu.id
    where tu.id = ${reporterId} and not tp.disabled and (tp.role = 'admin' or (
      tu.created_at <= ${grownUpBefore}::timestamptz and (
        exists (select 1 from advertisements ta where ta.user_id = tu.id and ta.status in ('approved', 'expired'))
        or exists (select 1 from ad_ratings tr where tr.user_id = tu.id and tr.status = 'approved')
        or exists (
          select 1 from conversation_members tm join messages tx on tx.conversation_id = tm.conversation_id
          where tm.user_id = tu.id and tx.sender_id <> tu.id
        )
      )
    ))
  )`;
}
