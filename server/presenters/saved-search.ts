import { savedSearchPath } from '../../shared/saved-searches';
import type { SavedSearch } from '../../shared/schemas/saved-searches';
import type { SavedSearchRow } from '../services/saved-searches/create-saved-search';

/** One of the viewer's saved searches (never its folded words: those are the server's). */
export const presentSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  q: row.q,
  filters: row.filters,
  frequency: row.frequency,
  notify_in_app: row.notifyInApp,
  notify_email: row.notifyEmail,
  paused: row.paused,
  path: savedSearchPath(row.q, row.filters),
  created_at: row.createdAt.toISOString(),
});
