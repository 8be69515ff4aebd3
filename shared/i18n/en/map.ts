import type { Messages } from './ui';

/** The map of ads (i18next namespace `map`). English is the reference shape for the Ukrainian file. */
export const map = {
  heading: 'Map',
};

export type MapMessages = Messages<typeof map>;
