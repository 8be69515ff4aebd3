/** The address of a moderator's action on a reported ad. */
export const reportActionPath = (adId: string, action: 'dismiss' | 'reject' | 'disable-owner') =>
  `/api/v1/admin/reports/${encodeURIComponent(adId)}/${action}`;
