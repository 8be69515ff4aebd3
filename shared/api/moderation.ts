import {
  AdBatchModeration,
  AdModeration,
  AdminAdsPage,
  AdminAdsQuery,
  AdsModerated,
} from '../schemas/admin-ads';
import { Ad } from '../schemas/ads';
import { IdParam } from '../schemas/id-param';
import { operation } from './operation';

export const listModerationAds = operation({
  method: 'get',
  path: '/admin/ads',
  query: AdminAdsQuery,
  answer: AdminAdsPage,
  status: 200,
});

export const getModerationAd = operation({
  method: 'get',
  path: '/admin/ads/{id}',
  params: IdParam,
  answer: Ad,
  status: 200,
});

export const moderateAd = operation({
  method: 'patch',
  path: '/admin/ads/{id}',
  params: IdParam,
  body: AdModeration,
  answer: Ad,
  status: 200,
});

export const moderateAds = operation({
  method: 'post',
  path: '/admin/ads/moderate',
  body: AdBatchModeration,
  answer: AdsModerated,
  status: 200,
});
