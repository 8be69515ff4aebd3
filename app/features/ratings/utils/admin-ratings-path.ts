/**
 * Where an admin moderates the ratings of one ad: /admin/ratings with the `ad` filter that the admin-ratings
 * feature reads from its query string (`readAdminRatingsFilters`).
 */
export const adminRatingsPathFor = (adId: string) => `/admin/ratings?ad=${encodeURIComponent(adId)}`;
