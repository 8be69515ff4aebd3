import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/monetization';
import { isAdId } from '../ads/ad-id';
import type { PaymentRow } from './fulfil-payment';

/** One of the viewer's own payments (the return pages poll it); anyone else's is 404, as is a missing one. */
export async function getOwnPayment(db: Db, viewer: Viewer, id: string): Promise<PaymentRow> {
  if (!isAdId(id)) throw notFound();
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment || payment.userId !== viewer.id) throw notFound();
  return payment;
}
