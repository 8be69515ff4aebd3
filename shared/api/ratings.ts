import { z } from 'zod';
import { IdParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import {
  AdRatingsPage,
  AdRatingsQuery,
  GetAdRatingsInput,
  OwnRating,
  RatingChange,
  RatingInput,
  RatingSummary,
} from '../schemas/ratings';
import { operation } from './operation';

export const listAdRatings = operation({
  method: 'get',
  path: '/ads/{id}/ratings',
  params: IdParam,
  query: AdRatingsQuery,
  answer: AdRatingsPage,
  status: 200,
});

export const createRating = operation({
  method: 'post',
  path: '/ads/{id}/ratings',
  params: IdParam,
  body: RatingInput,
  answer: OwnRating,
  status: 201,
});

export const updateRating = operation({
  method: 'patch',
  path: '/ratings/{id}',
  params: IdParam,
  body: RatingChange,
  answer: OwnRating,
  status: 200,
});

export const deleteRating = operation({
  method: 'delete',
  path: '/ratings/{id}',
  params: IdParam,
  answer: NoContent,
  status: 204,
});

/** SPEC RPC get_ad_ratings. */
export const getAdRatings = operation({
  method: 'post',
  path: '/rpc/get_ad_ratings',
  body: GetAdRatingsInput,
  answer: z.array(RatingSummary),
  status: 200,
});
