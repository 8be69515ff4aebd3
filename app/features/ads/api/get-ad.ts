import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adsApi from '../../../../shared/api/ads';
import type { Ad, MemberAd, PublicAd } from '../../../../shared/schemas/ads';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/** A visitor gets a PublicAd; another signed-in person a MemberAd (no contact fields); its owner an Ad. */
export function getAd(id: string, signal?: AbortSignal) {
  return callApi(adsApi.getAd, { params: { id }, signal });
}

export const adQueryOptions = (id: string) =>
  queryOptions({ queryKey: adKeys.detail(id), queryFn: ({ signal }) => getAd(id, signal) });

export function useAd(id: string) {
  return useQuery(adQueryOptions(id));
}

/** The owner's view (admins' in /admin): the ad with its contact details. */
export function hasContactFields(ad: PublicAd | MemberAd | Ad): ad is Ad {
  return 'email' in ad && typeof (ad as Ad).email === 'string';
}
