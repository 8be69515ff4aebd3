/**
 * Every TanStack Query key of the SPA, one factory per domain. A write refreshes what it changed by a
 * key's prefix (`adKeys.all` refreshes every ad query: lists, details, the owner's and the admin's),
 * so each factory's keys start with its `all`. They live here, below every feature, because writes in
 * one domain refresh another's (an account change refreshes ads); filters stay the caller's type.
 */

export const adKeys = {
  all: ['ads'] as const,
  list: <F>(filter: F) => ['ads', 'list', filter] as const,
  /** Every ad's page. */
  details: ['ads', 'detail'] as const,
  detail: (id: string) => ['ads', 'detail', id] as const,
  /** The ad the form edits, with its contact details (an admin's from /admin). */
  editing: (id: string, asAdmin: boolean) => ['ads', 'editing', id, asAdmin] as const,
  /** Without a person: every signed-in person's own list (what signing out forgets). */
  mine: (userId?: string) => (userId ? (['ads', 'mine', userId] as const) : (['ads', 'mine'] as const)),
  /** Without filters: every page of the moderation queue. */
  admin: <F>(filters?: F) => (filters ? (['ads', 'admin', filters] as const) : (['ads', 'admin'] as const)),
};

export const sessionKeys = { current: ['auth', 'session'] as const };

/** The public lists; an admin's change to one refreshes it by its name. */
export const catalogKeys = {
  list: (kind: 'categories' | 'cities') => [kind] as const,
  admin: (kind: 'categories' | 'cities') => ['admin-catalog', kind] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  list: <F>(filter: F) => ['events', 'list', filter] as const,
};

export const mapKeys = { all: ['map'] as const, markers: <F>(filter: F) => ['map', filter] as const };

export const searchKeys = {
  all: ['search'] as const,
  results: <Q>(query: Q) => ['search', 'results', query] as const,
  suggestions: (q: string, city: string | null) => ['search', 'suggestions', q, city] as const,
};

/** The people the viewer blocked (their profile's list). */
export const blockKeys = { list: ['blocks'] as const };

/** The viewer's saved searches (/saved-searches); an unsubscribe link's search (no sign-in). */
export const savedSearchKeys = {
  list: ['saved-searches'] as const,
  unsubscribe: (token: string) => ['saved-searches', 'unsubscribe', token] as const,
};

export const sponsoredKeys = {
  all: ['sponsored'] as const,
  slot: <F>(filter: F) => ['sponsored', filter] as const,
};

export const ratingKeys = {
  all: ['ratings'] as const,
  ofAd: (adId: string) => ['ratings', 'ad', adId] as const,
  admin: <F>(filters: F) => ['ratings', 'admin', filters] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  queue: <F>(filters: F) => ['reports', 'queue', filters] as const,
};

export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  list: ['messages', 'list'] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  reported: ['messages', 'reported'] as const,
  adminThread: (id: string) => ['messages', 'admin', id] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

export const planKeys = {
  all: ['plans'] as const,
  onSale: <F>(features: F) => ['plans', 'on-sale', features] as const,
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  mine: (userId: string) => ['subscriptions', 'mine', userId] as const,
};

export const paymentKeys = {
  mine: (id: string) => ['payments', 'mine', id] as const,
  testCheckout: (sessionId: string) => ['payments', 'test-checkout', sessionId] as const,
};

export const siteConfigKeys = { current: ['site-config'] as const };

export const platformSettingsKeys = { current: ['platform-settings'] as const };

/** The admin pages' own reads, under `['admin']`. */
export const adminKeys = {
  plans: ['admin', 'plans'] as const,
  trustSettings: ['admin', 'trust-settings'] as const,
  blockedWords: ['admin', 'blocked-words'] as const,
  auditLog: <F>(filters: F) => ['admin', 'audit-log', filters] as const,
  auditFacets: ['admin', 'audit-log', 'facets'] as const,
  apiTokens: ['admin', 'api-tokens'] as const,
  payments: ['admin', 'payments'] as const,
  paymentList: <F>(filters: F) => ['admin', 'payments', 'list', filters] as const,
  paymentTotals: (months: number) => ['admin', 'payments', 'totals', months] as const,
  payment: (id: string) => ['admin', 'payments', 'detail', id] as const,
  sentNotifications: ['admin', 'notifications', 'sent'] as const,
  /** Without filters: every page of the people list. */
  users: <F>(filters?: F) =>
    filters ? (['admin', 'users', filters] as const) : (['admin', 'users'] as const),
  people: (text: string) => ['admin', 'people', text] as const,
};

/** A signed-in person's favourites: the saved ads' ids (the hearts) and their list. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  ids: (userId: string) => ['favourites', userId, 'ids'] as const,
  list: (userId: string) => ['favourites', userId, 'list'] as const,
};
