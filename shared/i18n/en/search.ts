import type { Messages } from './ui';

/** Search box, search page and recent searches (i18next namespace `search`). English is the reference shape for the Ukrainian file. */
export const search = {
  heading: 'Search',
};

export type SearchMessages = Messages<typeof search>;
