import { z } from 'zod';
import { Ad } from './ads';

export const AdStatusCounts = z.object({ pending: z.number(), approved: z.number(), rejected: z.number() });
export type AdStatusCounts = z.infer<typeof AdStatusCounts>;

export const AdminAdsPage = z.object({ items: z.array(Ad), has_more: z.boolean(), counts: AdStatusCounts });
export type AdminAdsPage = z.infer<typeof AdminAdsPage>;

export const AdsModerated = z.object({ updated: z.array(z.uuid()) });
