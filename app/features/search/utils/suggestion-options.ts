import type { Suggestion } from '../../../../shared/schemas/search';

/** One choice in the suggestions panel: a recent search to run again, or an ad to open. */
export type SuggestionOption = { kind: 'recent'; text: string } | { kind: 'ad'; suggestion: Suggestion };

/** Recent searches first (they are local and show at once), then the ads as they arrive. */
export function suggestionOptions(recent: readonly string[], ads: readonly Suggestion[]): SuggestionOption[] {
  return [
    ...recent.map((text) => ({ kind: 'recent' as const, text })),
    ...ads.map((suggestion) => ({ kind: 'ad' as const, suggestion })),
  ];
}

/** The next highlighted option for an arrow key; -1 is the text itself (the keys wrap through it). */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 < count ? current + 1 : -1;
  return current <= -1 ? count - 1 : current - 1;
}
