import type { AdRow, DemoContext } from './demo-ad-rows';

const DAY = 86_400_000;

/**
 * About 8% pending, 4% rejected, the rest approved; of all ads about 8% currently paid and 2% paid
 * in the past. The demo user's first three ads are pending, rejected and paid, so "My ads" shows each.
 */
export function assignStatuses(ads: AdRow[], ctx: DemoContext): void {
  const { random, now } = ctx;
  const quota = (share: number) => Math.round(ads.length * share);
  const roles = [
    ...Array<string>(quota(0.08)).fill('pending'),
    ...Array<string>(quota(0.04)).fill('rejected'),
    ...Array<string>(quota(0.08)).fill('paid'),
    ...Array<string>(quota(0.02)).fill('formerly-paid'),
  ];
  const demoUsers = ads.filter((ad) => ad.userId === ctx.owners.userId);
  const others = random.shuffle(ads.filter((ad) => ad.userId !== ctx.owners.userId));
  const order = [...others];
  const slots = [0, quota(0.08), quota(0.12)];
  demoUsers.forEach((ad, i) => {
    const slot = slots[i];
    if (slot === undefined) order.push(ad);
    else order.splice(slot, 0, ad);
  });
  order.forEach((ad, i) => {
    const role = roles[i] ?? 'approved';
    if (role === 'pending' || role === 'rejected') {
      ad.status = role;
      // Moderation is quick: what still waits was posted in the last few days.
      if (role === 'pending' && !ad.isEvent) ad.createdAt = new Date(now.getTime() - random.next() * 4 * DAY);
      ad.updatedAt = ad.createdAt;
      return;
    }
    ad.status = 'approved';
    // Spread over a lifetime, so some are close to expiry (docs/decisions/029). An event expires at
    // its end, as an approval sets it (services/expiry/expiry-sql.ts; every demo event has an end):
    // the expiry job expires the ended ones and the past list still shows them (docs/decisions/035).
    ad.expiresAt = ad.isEvent ? ad.eventEndDate : new Date(now.getTime() + random.int(1, 30) * DAY);
    if (role === 'paid') {
      ad.isPaid = true;
      ad.paidUntil = new Date(now.getTime() + random.int(2, 30) * DAY);
    } else if (role === 'formerly-paid') {
      ad.isPaid = true;
      const since = (ad.createdAt as Date).getTime();
      ad.paidUntil = new Date(since + (now.getTime() - since) * (0.2 + 0.7 * random.next()));
    }
  });
}
