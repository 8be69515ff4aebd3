import { invalidateSearchCache } from '../../server/services/search/search-cache';

// The database test files share their worker's modules (isolate: false, vitest.config.ts), but each
// has a database of its own: no search answer of an earlier file may be served from the process cache.
invalidateSearchCache();
