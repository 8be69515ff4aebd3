import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../shared/money';
import { apiGet } from '../../../lib/api-client';

export type SiteConfig = {
  links: { old_site: string; youth_site: string; liturgy_site: string; social: string };
  /** "Continue with Google" is offered (the server has Google credentials). */
  google_sign_in?: boolean;
  /** How many images an ad may carry while free, while paid, and in a church / community category (free). */
  max_images: { free: number; paid: number; community: number };
  /** The site's currency: a new ad's price starts in it. */
  currency: Currency;
  /** The map's tile server (a Leaflet URL template) and its attribution (HTML). */
  map: { tile_url: string; attribution: string };
};

export function getSiteConfig(signal?: AbortSignal) {
  return apiGet<SiteConfig>('/api/v1/site-config', undefined, signal);
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });

export function useSiteConfig(options: { enabled?: boolean } = {}) {
  return useQuery({ ...siteConfigQueryOptions(), enabled: options.enabled ?? true });
}
