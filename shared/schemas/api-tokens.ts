import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { stripMarkup } from '../strip-markup';
import { text, token } from './text';

// Messages are keys of the `validation` catalogue: the form translates them, the server localises them.
const msg = (key: ValidationKey) => ({ message: key });

export const API_TOKEN_SCOPE_VALUES = ['read', 'ads:write', 'admin'] as const;
export const ApiTokenScope = z.enum(API_TOKEN_SCOPE_VALUES).meta({
  id: 'ApiTokenScope',
  description: 'read: GET requests; ads:write: also writes as its person; admin: everything, /admin too',
});
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

export const API_TOKEN_NAME_MAX = 80;

export const CreateApiTokenInput = z
  .strictObject({
    name: text(msg('nameRequired'), { plain: true })
      .max(400, msg('nameTooLong'))
      .transform(stripMarkup)
      .pipe(z.string().min(1, msg('nameRequired')).max(API_TOKEN_NAME_MAX, msg('nameTooLong')))
      .meta({ description: 'What the token is for (markup removed), 1 to 80 characters' }),
    scopes: z
      .array(ApiTokenScope, msg('invalidValue'))
      .min(1, msg('invalidValue'))
      .max(3, msg('invalidValue'))
      .transform((scopes) => [...new Set(scopes)]),
    user_id: token(msg('invalidValue'))
      .min(1, msg('invalidValue'))
      .max(100, msg('invalidValue'))
      .optional()
      .meta({ description: 'The person the token acts as; the admin making it when absent' }),
    expires_at: z.iso
      .datetime({ offset: true, ...msg('invalidValue') })
      .nullable()
      .optional()
      .meta({ description: 'When it stops working (in the future); never when absent' }),
  })
  .meta({ id: 'CreateApiTokenInput' });
export type CreateApiTokenInput = z.input<typeof CreateApiTokenInput>;

const PersonRef = z.object({ id: z.string(), display_name: z.string() }).meta({ id: 'PersonRef' });

export const ApiToken = z
  .object({
    id: z.uuid(),
    name: z.string(),
    token_prefix: z.string().meta({ description: 'The 8 characters after hro_, to tell tokens apart' }),
    scopes: z.array(ApiTokenScope),
    user: PersonRef.meta({ description: 'The person the token acts as' }),
    created_by: PersonRef.nullable().meta({ description: 'The admin who made it (null once deleted)' }),
    created_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
    last_used_at: z.iso.datetime({ offset: true }).nullable(),
    revoked_at: z.iso.datetime({ offset: true }).nullable(),
    state: z.enum(['active', 'expired', 'revoked']),
  })
  .meta({ id: 'ApiToken', description: 'An API token; its secret is never shown again after creation' });
export type ApiToken = z.infer<typeof ApiToken>;

export const CreatedApiToken = ApiToken.extend({
  secret: z.string().meta({ description: 'hro_ + 43 characters: shown this once, store it safely' }),
}).meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const ApiTokenList = z.object({ items: z.array(ApiToken) }).meta({ id: 'ApiTokenList' });
export type ApiTokenList = z.infer<typeof ApiTokenList>;
