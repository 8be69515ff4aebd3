import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUGGESTIONS } from '../../../../shared/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSuggestions } from '../api/get-suggestions';
import { matchingRecentSearches } from '../utils/recent-searches';
import { moveHighlight, type SuggestionOption, suggestionOptions } from '../utils/suggestion-options';
import { useRecentSearches } from './use-recent-searches';

type Params = {
  text: string;
  setText: (text: string) => void;
  /** Runs a search for this text (already remembered as a recent search). */
  onSearch: (text: string) => void;
  /** Suggestions from this city only (a city slug). */
  city?: string;
};

/**
 * The ARIA combobox behind every search box: suggestions after 2+ characters (debounced), arrows to
 * move, Enter to pick or search, Escape to close (then to clear), a failed request closes the panel.
 */
export function useSearchCombobox({ text, setText, onSearch, city }: Params) {
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);

  const trimmed = text.trim();
  const typedEnough = trimmed.length >= SUGGESTIONS.minChars;
  const settled = useDebouncedValue(trimmed, SUGGESTIONS.debounceMs);
  const suggestions = useSuggestions(settled, { enabled: open && typedEnough, city });
  const failed = suggestions.isError;
  const ads = failed ? [] : (suggestions.data?.items ?? []);
  const recentMatches = typedEnough ? matchingRecentSearches(recent.list, trimmed) : [];
  const options = suggestionOptions(recentMatches, ads);

  const waiting = typedEnough && (settled !== trimmed || suggestions.isFetching);
  const noneFound = !waiting && suggestions.isSuccess && options.length === 0;
  const expanded = open && typedEnough && !failed && (options.length > 0 || waiting || noneFound);
  const active = expanded && highlighted < options.length ? highlighted : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };

  const search = (value: string) => {
    const q = value.trim();
    if (!q) return;
    close();
    recent.remember(q);
    onSearch(q);
  };

  const pick = (option: SuggestionOption) => {
    if (option.kind === 'ad') {
      close();
      navigate(`/ads/${option.suggestion.id}`);
      return;
    }
    setText(option.text);
    search(option.text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setHighlighted(moveHighlight(active, options.length, event.key));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(options[active] as SuggestionOption);
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else if (text) setText('');
      else return;
      event.preventDefault();
    }
  };

  return {
    listboxId,
    optionId,
    expanded,
    waiting,
    noneFound,
    options,
    active,
    inputProps: {
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': expanded && options.length > 0 ? listboxId : undefined,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      enterKeyHint: 'search' as const,
      onKeyDown,
      onBlur: close,
    },
    onType: (value: string) => {
      setText(value);
      setOpen(true);
      setHighlighted(-1);
    },
    highlight: setHighlighted,
    pick,
    search,
    clear: () => {
      setText('');
      close();
    },
  };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;
