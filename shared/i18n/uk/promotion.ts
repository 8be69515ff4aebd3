import type { PromotionMessages } from '../en/promotion';

/** Простір імен `promotion`: спонсорований блок. */
export const promotion: PromotionMessages = {
  heading: 'Спонсоровано',
  label: 'Спонсоровано',
  explanation: 'Оголошення, власники яких заплатили за показ тут',
};
