import { z } from 'zod';

/** Someone the caller blocked: neither sees the other's ads or can contact the other. */
export const BlockedPerson = z
  .object({
    user_id: z.string(),
    display_name: z.string(),
    blocked_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'BlockedPerson' });
export type BlockedPerson = z.infer<typeof BlockedPerson>;

/** GET /me/blocks: everyone the caller blocked, the latest first. */
export const BlockedPeople = z.object({ items: z.array(BlockedPerson) }).meta({ id: 'BlockedPeople' });
export type BlockedPeople = z.infer<typeof BlockedPeople>;
