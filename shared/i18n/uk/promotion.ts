import type { PromotionMessages } from '../en/promotion';

/** Простір імен `promotion`. */
export const promotion: PromotionMessages = {
  heading: 'Спонсоровано',
};
