import type { MapMessages } from '../en/map';

/** Простір імен `map`. */
export const map: MapMessages = {
  heading: 'Мапа',
};
