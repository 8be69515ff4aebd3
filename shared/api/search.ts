import { SearchPage, SearchQuery, SuggestionList, SuggestionsQuery } from '../schemas/search';
import { operation } from './operation';

export const searchAds = operation({
  method: 'get',
  path: '/search',
  query: SearchQuery,
  answer: SearchPage,
  status: 200,
});

export const suggestAds = operation({
  method: 'get',
  path: '/search/suggestions',
  query: SuggestionsQuery,
  answer: SuggestionList,
  status: 200,
});
