import type { Viewer } from '../../core/viewer';
import { withoutBlocked } from '../blocks/hidden-owners';
import { type SearchAdsParams, type SearchAnswer, searchAds } from './search-ads';

type Deps = Parameters<typeof searchAds>[0];

/** What a search answers one caller: the (shared, cached) page, and its ads this caller may see. */
export interface ViewerSearch {
  page: SearchAnswer;
  /** `page.rows` itself unless the caller blocked, or was blocked by, an owner on the page. */
  shown: SearchAnswer['rows'];
}

/** GET /search: one page of results, without the ads of people the caller and they have blocked. */
export async function searchForViewer(
  deps: Deps,
  viewer: Viewer | null,
  params: SearchAdsParams,
): Promise<ViewerSearch> {
  const page = await searchAds(deps, params);
  return { page, shown: await withoutBlocked(deps.db, viewer, page.rows) };
}
