import { SponsoredAds, SponsoredQuery } from '../schemas/sponsored';
import { operation } from './operation';

export const listSponsoredAds = operation({
  method: 'get',
  path: '/sponsored',
  query: SponsoredQuery,
  answer: SponsoredAds,
  status: 200,
});
