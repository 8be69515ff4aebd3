import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH, SUGGESTIONS } from '../../../../shared/constants';
import { useSearchCombobox } from '../hooks/use-search-combobox';
import { SuggestionsPanel } from './suggestions-panel';

type Props = {
  text: string;
  setText: (text: string) => void;
  onSearch: (text: string) => void;
  /** `bar`: the compact box of the desktop top bar; `page`: the search page's large field with its hint. */
  variant: 'bar' | 'page';
  city?: string;
  autoFocus?: boolean;
  testId: string;
};

/** A search field with suggestions (ads and recent searches) in the ARIA combobox pattern. */
export function SearchCombobox({ text, setText, onSearch, variant, city, autoFocus, testId }: Props) {
  const { t } = useTranslation('search');
  const anchor = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const box = useSearchCombobox({ text, setText, onSearch, city });
  const bar = variant === 'bar';
  const short = text.trim().length > 0 && text.trim().length < SUGGESTIONS.minChars;
  const width = anchor.current?.offsetWidth ?? 0;

  return (
    <Box
      component="form"
      ref={anchor}
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        box.search(text);
      }}
      sx={bar ? { flex: '1 1 240px', minWidth: 160, maxWidth: 380 } : { width: '100%' }}
    >
      <TextField
        fullWidth
        size={bar ? 'small' : 'medium'}
        value={text}
        onChange={(event) => box.onType(event.target.value)}
        inputRef={input}
        autoFocus={autoFocus}
        placeholder={t('box.placeholder')}
        helperText={!bar && short ? t('suggestions.hint') : undefined}
        slotProps={{
          htmlInput: {
            ...box.inputProps,
            'aria-label': t('box.label'),
            maxLength: SEARCH.queryMaxLength,
            'data-testid': testId,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('box.clear')}
                  edge="end"
                  size="small"
                  data-testid={`${testId}-clear`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    box.clear();
                    input.current?.focus();
                  }}
                >
                  <CloseIcon fontSize="small" aria-hidden />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      <Popper
        open={box.expanded}
        anchorEl={anchor.current}
        placement={bar ? 'bottom-end' : 'bottom-start'}
        sx={(theme) => ({
          zIndex: theme.zIndex.appBar + 1,
          width: bar ? Math.max(width, 440) : width,
          maxWidth: 'calc(100vw - 16px)',
        })}
      >
        <SuggestionsPanel box={box} />
      </Popper>
      <Box role="status" sx={visuallyHidden}>
        {box.expanded && !box.waiting ? t('suggestions.count', { count: box.options.length }) : ''}
      </Box>
    </Box>
  );
}
