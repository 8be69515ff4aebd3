import { FavouriteAdIds, FavouritePage, FavouritesQuery } from '../schemas/favourites';
import { IdParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import { operation } from './operation';

export const listFavourites = operation({
  method: 'get',
  path: '/me/favorites',
  query: FavouritesQuery,
  answer: FavouritePage,
  status: 200,
});

export const listFavouriteAdIds = operation({
  method: 'get',
  path: '/me/favorite-ids',
  answer: FavouriteAdIds,
  status: 200,
});

export const saveFavourite = operation({
  method: 'put',
  path: '/me/favorites/{id}',
  params: IdParam,
  answer: NoContent,
  status: 204,
});

export const removeFavourite = operation({
  method: 'delete',
  path: '/me/favorites/{id}',
  params: IdParam,
  answer: NoContent,
  status: 204,
});
