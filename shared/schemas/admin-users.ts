import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import type { ValidationKey } from '../i18n/en/validation';
import { displayNameText } from './display-name';
import { text } from './text';

// Messages are keys of the `validation` catalogue: the form translates them, the server localises them.
const msg = (key: ValidationKey) => ({ message: key });

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORTS = ['newest', 'name'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USERS_PAGE_SIZE_MAX = 50;

/** The name becomes the display name, with the profile page's rules. */
const name = displayNameText('nameRequired');
/** Stored in lower case, as better-auth does at sign-up and sign-in. */
const email = text(msg('emailRequired'))
  .trim()
  .min(1, msg('emailRequired'))
  .max(254, msg('invalidEmail'))
  .pipe(z.email(msg('invalidEmail')))
  .transform((v) => v.toLowerCase());
const password = z
  .string(msg('passwordRequired'))
  .min(1, msg('passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, msg('passwordTooShort'))
  .max(256, msg('passwordTooLong'));
const role = z.enum(USER_ROLES, msg('invalidValue'));
const refuseUnknownKeys = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'unknownField' : undefined),
};

export const AdminUserListQuery = z.object({
  q: text().max(200).optional().meta({ description: 'Part of the display name or email, any case' }),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  sort: z
    .enum(USER_SORTS)
    .default('newest')
    .meta({ description: 'newest: newest account first (default); name: by display name' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE_MAX).default(20),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuery>;

export const AdminUser = z
  .object({
    id: z.string(),
    display_name: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    disabled: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    ad_count: z.number().int().meta({ description: 'Their ads in every status' }),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserPage = z
  .object({
    items: z.array(AdminUser),
    total: z.number().int().meta({ description: 'How many people match, on every page' }),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const CreateUserInput = z
  .strictObject({ name, email, password, role: role.default('user') }, refuseUnknownKeys)
  .meta({ id: 'CreateUser' });
export type CreateUserInput = z.infer<typeof CreateUserInput>;
export type CreateUserForm = z.input<typeof CreateUserInput>;

export const UpdateUserInput = z
  .strictObject(
    {
      name: name.optional(),
      email: email.optional(),
      role: role.optional(),
      disabled: z.boolean(msg('invalidValue')).optional(),
    },
    refuseUnknownKeys,
  )
  .meta({ id: 'UpdateUser' });
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;
export type UpdateUserForm = z.input<typeof UpdateUserInput>;
