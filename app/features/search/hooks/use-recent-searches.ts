import { useSyncExternalStore } from 'react';
import {
  clearRecentSearches,
  forgetSearch,
  getRecentSearches,
  rememberSearch,
  subscribeToRecentSearches,
} from '../utils/recent-searches-store';

/** A page rendered on the server knows none; the browser shows its own right after hydrating. */
const NONE_ON_SERVER: string[] = [];
const noneOnServer = () => NONE_ON_SERVER;

/** The recent searches stored in this browser, newest first, and the ways to change them. */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribeToRecentSearches, getRecentSearches, noneOnServer);
  return { list, remember: rememberSearch, forget: forgetSearch, clear: clearRecentSearches };
}
