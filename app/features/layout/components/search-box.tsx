import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUGGESTIONS } from '../../../../shared/constants';
import { readPref, STORAGE_KEYS, writePref } from '../../../lib/prefs-storage';

/** SPEC: a search of 2+ trimmed characters is remembered; the most recent 10 are kept. */
function rememberSearch(text: string) {
  if (text.length < SUGGESTIONS.minChars) return;
  let recent: string[] = [];
  try {
    const parsed: unknown = JSON.parse(readPref(STORAGE_KEYS.recentSearches) ?? '[]');
    if (Array.isArray(parsed)) recent = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    recent = [];
  }
  const next = [text, ...recent.filter((item) => item !== text)].slice(0, SUGGESTIONS.recentMax);
  writePref(STORAGE_KEYS.recentSearches, JSON.stringify(next));
}

/** Desktop search box: Enter opens /search?q=… (suggestions arrive with the search page). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        if (!q) return;
        rememberSearch(q);
        navigate(`/search?q=${encodeURIComponent(q)}`);
      }}
      sx={{ flex: '1 1 240px', minWidth: 160, maxWidth: 380 }}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        slotProps={{
          htmlInput: {
            'aria-label': t('search.label'),
            enterKeyHint: 'search',
            'data-testid': 'search-input',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
