import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { sendNotifications } from '../notifications/notifications';

type SeenPrice = {
  user_id: string;
  ad_id: string;
  title: string;
  was: string | null;
  now: string;
  currency: string;
  currency_was: string;
  blocked: boolean;
};

/**
 * The published price of these ads as their savers last saw it: each saver's price_seen becomes the
 * price now, and those for whom it is lower (same currency) get a 'price_drop' notice. Called in the
 * transaction that publishes a price (an approval, an admin's edit of a published ad), so a price
 * waiting for review tells nobody yet. People a block stands between with the owner are left out.
 */
export async function tellSaversOfPriceDrops(tx: Db, adIds: string[]): Promise<void> {
  if (adIds.length === 0) return;
  const ids = sql.join(
    adIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<SeenPrice>(
    tx,
    sql`
    update favourites f set price_seen = a.price, currency = a.currency, title = a.title
    from favourites was, advertisements a
    where was.id = f.id and a.id = f.ad_id and a.id in (${ids})
      and a.status = 'approved' and a.price is not null
      and (f.price_seen is distinct from a.price or f.currency <> a.currency)
    returning f.user_id, f.ad_id, a.title, was.price_seen::text as was, a.price::text as now,
      a.currency, was.currency as currency_was,
      exists (select 1 from person_blocks b where (b.blocker_id = f.user_id and b.blocked_id = a.user_id)
        or (b.blocker_id = a.user_id and b.blocked_id = f.user_id)) as blocked`,
  );
  const drops = rows.filter(
    (r) => r.was !== null && r.currency_was === r.currency && Number(r.now) < Number(r.was) && !r.blocked,
  );
  await sendNotifications(
    tx,
    drops.map((r) => ({
      userId: r.user_id,
      kind: 'price_drop' as const,
      adId: r.ad_id,
      data: { title: r.title, price_was: Number(r.was), price_now: Number(r.now), currency: r.currency },
    })),
  );
}
