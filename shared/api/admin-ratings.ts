import { IdParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import { AdminRating, AdminRatingsPage, AdminRatingsQuery, RatingModeration } from '../schemas/ratings';
import { operation } from './operation';

export const listRatings = operation({
  method: 'get',
  path: '/admin/ratings',
  query: AdminRatingsQuery,
  answer: AdminRatingsPage,
  status: 200,
});

export const moderateRating = operation({
  method: 'patch',
  path: '/admin/ratings/{id}',
  params: IdParam,
  body: RatingModeration,
  answer: AdminRating,
  status: 200,
});

export const deleteRating = operation({
  method: 'delete',
  path: '/admin/ratings/{id}',
  params: IdParam,
  answer: NoContent,
  status: 204,
});
