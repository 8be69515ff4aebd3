import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  matchingRecentSearches,
  parseRecentSearches,
  removeRecentSearch,
} from '../../app/features/search/utils/recent-searches';
import {
  clearRecentSearches,
  forgetSearch,
  getRecentSearches,
  rememberSearch,
  subscribeToRecentSearches,
} from '../../app/features/search/utils/recent-searches-store';
import { moveHighlight, suggestionOptions } from '../../app/features/search/utils/suggestion-options';
import type { Suggestion } from '../../shared/schemas/search';

describe('recent searches', () => {
  it('keep a search of 2+ trimmed characters, newest first, once (any case), at most 10', () => {
    expect(addRecentSearch([], ' a ')).toEqual([]);
    expect(addRecentSearch(['bike'], '  sofa ')).toEqual(['sofa', 'bike']);
    expect(addRecentSearch(['sofa', 'Bike', 'car'], 'BIKE')).toEqual(['BIKE', 'sofa', 'car']);
    const twelve = Array.from({ length: 12 }, (_, i) => `search ${i}`);
    const kept = twelve.reduce<string[]>((list, text) => addRecentSearch(list, text), []);
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('search 11');
    expect(kept.at(-1)).toBe('search 2');
  });

  it('remove one', () => {
    expect(removeRecentSearch(['a1', 'b2', 'c3'], 'b2')).toEqual(['a1', 'c3']);
  });

  it('offer at most 3 that contain what is typed, not the typed text itself', () => {
    const list = ['Квартира Тампа', 'bike helmet', 'kid bike', 'bike', 'Bike rack', 'e-bike', 'sofa'];
    expect(matchingRecentSearches(list, 'b')).toEqual([]);
    expect(matchingRecentSearches(list, ' BIKE ')).toEqual(['bike helmet', 'kid bike', 'Bike rack']);
    expect(matchingRecentSearches(list, 'квартира')).toEqual(['Квартира Тампа']);
  });

  it('read back only a list of texts from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["bike", 3, null, "x", "sofa"]')).toEqual(['bike', 'sofa']);
  });
});

describe('the recent searches store', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the list under the recentSearches key and tells every subscriber', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeToRecentSearches(heard);
    rememberSearch('bike');
    rememberSearch('sofa');
    expect(JSON.parse(stored.get('recentSearches') ?? '')).toEqual(['sofa', 'bike']);
    const snapshot = getRecentSearches();
    expect(getRecentSearches()).toBe(snapshot);
    forgetSearch('sofa');
    expect(getRecentSearches()).toEqual(['bike']);
    clearRecentSearches();
    expect(getRecentSearches()).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(4);
    unsubscribe();
    rememberSearch('car');
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('reads what an older version stored there', () => {
    stored.set('recentSearches', JSON.stringify(['old one']));
    rememberSearch('new one');
    expect(getRecentSearches()).toEqual(['new one', 'old one']);
  });
});

describe('the suggestions panel', () => {
  const ad = { id: 'ad-1' } as Suggestion;

  it('lists recent searches before ads', () => {
    expect(suggestionOptions(['bike helmet'], [ad])).toEqual([
      { kind: 'recent', text: 'bike helmet' },
      { kind: 'ad', suggestion: ad },
    ]);
  });

  it('moves the highlight with the arrows, through the text box at either end', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(1, 3, 'ArrowDown')).toBe(2);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveHighlight(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
