import { AdInput, AdPatch } from '../schemas/ad-input';
import { Ad, AdCreated, AdImageList, AdView, ListAdsQuery, ListingPage } from '../schemas/ads';
import { IdParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import { operation } from './operation';

export const listAds = operation({
  method: 'get',
  path: '/ads',
  query: ListAdsQuery,
  answer: ListingPage,
  status: 200,
});

export const getAd = operation({
  method: 'get',
  path: '/ads/{id}',
  params: IdParam,
  answer: AdView,
  status: 200,
});

export const createAd = operation({
  method: 'post',
  path: '/ads',
  body: AdInput,
  answer: AdCreated,
  status: 201,
});

export const updateAd = operation({
  method: 'patch',
  path: '/ads/{id}',
  params: IdParam,
  body: AdPatch,
  answer: Ad,
  status: 200,
});

export const deleteAd = operation({
  method: 'delete',
  path: '/ads/{id}',
  params: IdParam,
  answer: NoContent,
  status: 204,
});

/** The new set of the ad's images as a multipart form (`images` files, `order` entries). */
export const setAdImages = operation({
  method: 'post',
  path: '/ads/{id}/images',
  params: IdParam,
  form: true,
  answer: AdImageList,
  status: 200,
});

export const removeAdImages = operation({
  method: 'delete',
  path: '/ads/{id}/images',
  params: IdParam,
  answer: AdImageList,
  status: 200,
});

export const renewAd = operation({
  method: 'post',
  path: '/ads/{id}/renew',
  params: IdParam,
  answer: Ad,
  status: 200,
});
