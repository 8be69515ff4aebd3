import { z } from 'zod';
import { SiteAbilities } from './abilities';
import { text } from './text';

export const SIGN_IN_METHODS = ['credential', 'google'] as const;

export const Me = z
  .object({
    id: z.string(),
    email: z
      .string()
      .nullable()
      .meta({ description: 'null for an account made with a phone number, until an email is added' }),
    display_name: z.string().meta({ description: 'Shown to others on ads and ratings' }),
    role: z.enum(['admin', 'user']),
    phone_number: z
      .string()
      .nullable()
      .meta({ description: 'Verified by a one-time code; usable to sign in with the password' }),
    two_factor_enabled: z.boolean(),
    sign_in_methods: z
      .array(z.enum(SIGN_IN_METHODS))
      .meta({ description: "'credential' is email or phone with a password" }),
    abilities: SiteAbilities,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;

export const MeResponse = z
  .object({ user: Me.nullable().meta({ description: 'null when signed out' }) })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponse>;

/** PATCH /me: the person after the change (always signed in). */
export const UpdatedMe = z.object({ user: Me });

/**
 * PATCH /me's body as the route reads it: any text, checked by UpdateProfileInput (shared/schemas/auth)
 * once the route has it, so a bad name is a localised 400 before it is counted.
 */
export const MeChanges = z.object({ display_name: text() });
