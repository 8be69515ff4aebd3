import { z } from 'zod';

export const Me = z
  .object({
    id: z.string(),
    email: z.string(),
    display_name: z.string().meta({ description: 'Shown to others on ads and ratings' }),
    role: z.enum(['admin', 'user']),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;

export const MeResponse = z
  .object({ user: Me.nullable().meta({ description: 'null when signed out' }) })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponse>;
