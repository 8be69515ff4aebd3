import { useMutation } from '@tanstack/react-query';
import * as contactRevealsApi from '../../../../shared/api/contact-reveals';
import { callApi } from '../../../lib/api-client';

/** POST /ads/{id}/contact: the ad's contact details (logged; a daily number of ads per person). */
export const revealContacts = (adId: string) =>
  callApi(contactRevealsApi.revealContacts, { params: { id: adId } });

/** Kept in the mutation, not the query cache: a reload hides them again (revealing again is free). */
export function useRevealContacts(adId: string) {
  return useMutation({ mutationFn: () => revealContacts(adId) });
}
