import type { ApiTokenScope } from '../../../../shared/schemas/api-tokens';

/** The i18n key of each scope ('ads:write' cannot be a key: ':' separates namespaces). */
export const SCOPE_KEYS = { read: 'read', 'ads:write': 'adsWrite', admin: 'admin' } as const satisfies Record<
  ApiTokenScope,
  string
>;

export const SCOPES = Object.keys(SCOPE_KEYS) as ApiTokenScope[];
