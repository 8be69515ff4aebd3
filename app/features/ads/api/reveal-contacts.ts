import { useMutation } from '@tanstack/react-query';
import { AdContacts } from '../../../../shared/schemas/ads';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/ads/{id}/contact: the ad's contact details (logged; a daily number of ads per person). */
export const revealContacts = (adId: string) =>
  apiPost(AdContacts, `/api/v1/ads/${encodeURIComponent(adId)}/contact`);

/** Kept in the mutation, not the query cache: a reload hides them again (revealing again is free). */
export function useRevealContacts(adId: string) {
  return useMutation({ mutationFn: () => revealContacts(adId) });
}
