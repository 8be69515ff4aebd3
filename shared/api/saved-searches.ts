import { UuidParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import {
  NewSavedSearch,
  SavedSearch,
  SavedSearchChanges,
  SavedSearchList,
  UnsubscribeParam,
  UnsubscribeTarget,
} from '../schemas/saved-searches';
import { operation } from './operation';

export const listSavedSearches = operation({
  method: 'get',
  path: '/me/saved-searches',
  answer: SavedSearchList,
  status: 200,
});

export const createSavedSearch = operation({
  method: 'post',
  path: '/me/saved-searches',
  body: NewSavedSearch,
  answer: SavedSearch,
  status: 201,
});

export const changeSavedSearch = operation({
  method: 'patch',
  path: '/me/saved-searches/{id}',
  params: UuidParam,
  body: SavedSearchChanges,
  answer: SavedSearch,
  status: 200,
});

export const deleteSavedSearch = operation({
  method: 'delete',
  path: '/me/saved-searches/{id}',
  params: UuidParam,
  answer: NoContent,
  status: 204,
});

/** The search an unsubscribe link names (no sign-in; reading changes nothing). */
export const getUnsubscribeTarget = operation({
  method: 'get',
  path: '/unsubscribe/{token}',
  params: UnsubscribeParam,
  answer: UnsubscribeTarget,
  status: 200,
});

export const unsubscribe = operation({
  method: 'post',
  path: '/unsubscribe/{token}',
  params: UnsubscribeParam,
  answer: UnsubscribeTarget,
  status: 200,
});
