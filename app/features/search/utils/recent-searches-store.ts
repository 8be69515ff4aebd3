import { readPref, STORAGE_KEYS, writePref } from '../../../lib/prefs-storage';
import { addRecentSearch, parseRecentSearches, removeRecentSearch } from './recent-searches';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; list: string[] } | null = null;

/** The stored recent searches (the same array until they change, as useSyncExternalStore wants). */
export function getRecentSearches(): string[] {
  const raw = readPref(STORAGE_KEYS.recentSearches);
  if (!cached || cached.raw !== raw) cached = { raw, list: parseRecentSearches(raw) };
  return cached.list;
}

function save(list: string[]) {
  writePref(STORAGE_KEYS.recentSearches, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export const rememberSearch = (text: string) => save(addRecentSearch(getRecentSearches(), text));
export const forgetSearch = (text: string) => save(removeRecentSearch(getRecentSearches(), text));
export const clearRecentSearches = () => save([]);

/** Every search box and list on the page follows one store; other tabs' changes arrive by the storage event. */
export function subscribeToRecentSearches(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.recentSearches || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
