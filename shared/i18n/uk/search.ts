import type { SearchMessages } from '../en/search';

/** Простір імен `search`. */
export const search: SearchMessages = {
  heading: 'Пошук',
};
