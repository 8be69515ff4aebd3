import { useSyncExternalStore } from 'react';
import {
  clearRecentSearches,
  forgetSearch,
  getRecentSearches,
  rememberSearch,
  subscribeToRecentSearches,
} from '../utils/recent-searches-store';

/** The recent searches stored in this browser, newest first, and the ways to change them. */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribeToRecentSearches, getRecentSearches);
  return { list, remember: rememberSearch, forget: forgetSearch, clear: clearRecentSearches };
}
