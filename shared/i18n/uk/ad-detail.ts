import type { AdDetailMessages } from '../en/ad-detail';

/** Тексти дій на сторінці оголошення: перегляд фото, поширення, дії власника й адміністратора (простір імен `adDetail`). */
export const adDetail: AdDetailMessages = {
  heading: 'Оголошення',
};
