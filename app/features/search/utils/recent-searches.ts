import { SUGGESTIONS } from '../../../../shared/constants';

/** What was stored, as a list of texts; anything else (old formats, hand edits) counts as none. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is string => typeof item === 'string' && item.trim().length >= SUGGESTIONS.minChars,
      )
      .slice(0, SUGGESTIONS.recentMax);
  } catch {
    return [];
  }
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** SPEC: a search of 2+ trimmed characters goes first; the same text (any case) only once; the newest 10 kept. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.length < SUGGESTIONS.minChars) return [...list];
  return [trimmed, ...list.filter((item) => !same(item, trimmed))].slice(0, SUGGESTIONS.recentMax);
}

export function removeRecentSearch(list: readonly string[], text: string): string[] {
  return list.filter((item) => item !== text);
}

/** The recent searches that contain what is typed (any case), not the typed text itself; at most 3. */
export function matchingRecentSearches(list: readonly string[], typed: string): string[] {
  const wanted = typed.trim().toLocaleLowerCase();
  if (wanted.length < SUGGESTIONS.minChars) return [];
  return list
    .filter((item) => item.toLocaleLowerCase().includes(wanted) && !same(item, wanted))
    .slice(0, SUGGESTIONS.recentLimit);
}
