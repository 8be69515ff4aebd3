import type { AdminAdsMessages } from '../en/admin-ads';

/** Тексти сторінки /admin, модерації оголошень (простір імен `adminAds`). */
export const adminAds: AdminAdsMessages = {
  heading: 'Модерація оголошень',
};
