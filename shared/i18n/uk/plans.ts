import type { PlansMessages } from '../en/plans';

/** Простір імен `plans`. */
export const plans: PlansMessages = {
  heading: 'Ціни',
};
