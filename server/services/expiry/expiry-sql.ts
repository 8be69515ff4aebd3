import { type SQL, sql } from 'drizzle-orm';
import { advertisements as ads } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';

/**
 * When an ad approved (or renewed) at `now` expires, as SQL over the advertisements row being
 * updated: an event when it ends (its end, else the end of its day on its city's clocks:
 * docs/decisions/017); any other ad after its category's lifetime, else `defaultDays` (the trust
 * setting ad_lifetime_days). Migration 0024 applies the same rule to the ads that existed.
 */
export function expiryFrom(now: Date, defaultDays: number): SQL<Date> {
  const zone = sql`(select ${cities.timeZone} from ${cities} where ${cities.id} = ${ads.cityId})`;
  const endOfEventDay = sql`((date_trunc('day', ${ads.eventDate} at time zone ${zone}) + interval '1 day') at time zone ${zone})`;
  const lifetime = sql`coalesce((select ${categories.adLifetimeDays} from ${categories} where ${categories.id} = ${ads.categoryId}), ${defaultDays}::int)`;
  return sql<Date>`case
    when ${ads.isEvent} and ${ads.eventDate} is not null then coalesce(${ads.eventEndDate}, ${endOfEventDay})
    else ${now.toISOString()}::timestamptz + make_interval(hours => ${lifetime} * 24)
  end`;
}

/**
 * The expiry columns of an update that sets `status` (moderation): an ad becoming approved gets a
 * fresh expiry and a reminder to come; one that stays approved keeps both (unless it had none);
 * one an admin marks expired expires now at the latest. Other statuses leave them alone (an
 * expiry is read only while the ad is approved or expired).
 */
export function expiryColumnsForStatus(status: string, now: Date, defaultDays: number) {
  if (status === 'approved') {
    const stays = sql`${ads.status} = 'approved' and ${ads.expiresAt} is not null`;
    return {
      expiresAt: sql<Date>`case when ${stays} then ${ads.expiresAt} else ${expiryFrom(now, defaultDays)} end`,
      expiryRemindedAt: sql<Date | null>`case when ${stays} then ${ads.expiryRemindedAt} end`,
    };
  }
  if (status === 'expired') {
    return {
      expiresAt: sql<Date>`least(coalesce(${ads.expiresAt}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
    };
  }
  return {};
}
