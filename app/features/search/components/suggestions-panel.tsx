import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCombobox } from '../hooks/use-search-combobox';
import type { SuggestionOption as Option } from '../utils/suggestion-options';
import { SuggestionOption } from './suggestion-option';

// Loading marks appear only when a request takes a while, so a quick answer causes no blink.
const appear = keyframes`to { opacity: 1; }`;
const delayed = { opacity: 0, animation: `${appear} 0s linear 250ms forwards` };

/** The panel under a search box: grouped options (recent searches, then ads), loading and "none found". */
export function SuggestionsPanel({ box }: { box: SearchCombobox }) {
  const { t } = useTranslation('search');
  const recentId = useId();
  const adsId = useId();
  const { options, waiting, noneFound } = box;
  const indexed = options.map((option, index) => ({ option, index }));
  const recent = indexed.filter(({ option }) => option.kind === 'recent');
  const ads = indexed.filter(({ option }) => option.kind === 'ad');

  const group = (headingId: string, heading: string, items: { option: Option; index: number }[]) =>
    items.length > 0 && (
      <Box role="group" aria-labelledby={headingId}>
        <Typography
          id={headingId}
          role="presentation"
          variant="overline"
          sx={{ display: 'block', px: 1.5, pt: 1, color: 'text.secondary', lineHeight: 2 }}
        >
          {heading}
        </Typography>
        {items.map(({ option, index }) => (
          <SuggestionOption
            key={option.kind === 'ad' ? option.suggestion.id : `recent-${option.text}`}
            option={option}
            id={box.optionId(index)}
            active={box.active === index}
            onPick={() => box.pick(option)}
            onHover={() => box.highlight(index)}
          />
        ))}
      </Box>
    );

  return (
    <Paper
      elevation={8}
      data-testid="suggestions-panel"
      // Keeps the focus in the text box while a row is clicked (and the panel open until then).
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        mt: 0.5,
        overflow: 'hidden',
        borderRadius: '12px',
        border: 1,
        borderColor: 'divider',
        position: 'relative',
        ...(options.length === 0 ? delayed : {}),
      }}
    >
      {waiting && (
        <LinearProgress
          aria-hidden
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, height: 3, ...delayed }}
        />
      )}
      {options.length > 0 && (
        // The listbox scrolls itself: the combobox's popup (SPEC: at most 400 high).
        <Box
          role="listbox"
          id={box.listboxId}
          aria-label={t('suggestions.label')}
          sx={{ p: 0.5, maxHeight: 400, overflowY: 'auto' }}
        >
          {group(recentId, t('suggestions.recent'), recent)}
          {group(adsId, t('suggestions.ads'), ads)}
        </Box>
      )}
      {options.length === 0 && (
        <Typography variant="body2" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
          {noneFound ? t('suggestions.none') : t('suggestions.loading')}
        </Typography>
      )}
    </Paper>
  );
}
