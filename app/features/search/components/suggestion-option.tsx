import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import type { SuggestionOption as Option } from '../utils/suggestion-options';

type Props = {
  option: Option;
  id: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
};

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  overflowWrap: 'anywhere' as const,
});

/** One row of the suggestions panel (role=option): a recent search, or an ad with its photo and place. */
export function SuggestionOption({ option, id, active, onPick, onHover }: Props) {
  return (
    <Box
      role="option"
      id={id}
      aria-selected={active}
      data-testid={option.kind === 'ad' ? 'suggestion-ad' : 'suggestion-recent'}
      data-ad-id={option.kind === 'ad' ? option.suggestion.id : undefined}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 48,
        px: 1.5,
        py: 1,
        cursor: 'pointer',
        borderRadius: '8px',
        bgcolor: active ? 'action.selected' : undefined,
        outline: active ? 2 : undefined,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      {option.kind === 'ad' ? <AdSuggestion option={option} /> : <RecentSuggestion text={option.text} />}
    </Box>
  );
}

function RecentSuggestion({ text }: { text: string }) {
  return (
    <>
      <HistoryIcon aria-hidden sx={{ color: 'text.secondary' }} />
      <Typography sx={{ ...clamp(1), minWidth: 0 }}>{text}</Typography>
    </>
  );
}

function AdSuggestion({ option }: { option: Extract<Option, { kind: 'ad' }> }) {
  const { t } = useTranslation('search');
  const categoryName = useCategoryName();
  const cityLabel = useCityLabel();
  const { suggestion } = option;
  const title = suggestion.title.trim() || t('suggestions.untitled');
  const snippet = suggestion.snippet.trim() || t('suggestions.noDescription');
  return (
    <>
      <Box
        component="img"
        src={suggestion.image || PLACEHOLDER_IMAGE_PATH}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        sx={{ flexShrink: 0, objectFit: 'cover', borderRadius: '8px', bgcolor: 'action.hover' }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Line sx={{ ...clamp(1), fontWeight: 600 }}>{title}</Line>
        <Line sx={{ ...clamp(2), color: 'text.secondary', fontSize: '0.85rem' }}>{snippet}</Line>
        <Line sx={{ ...clamp(1), color: 'text.secondary', fontSize: '0.78rem', mt: 0.25 }}>
          {categoryName(suggestion.category)} · {cityLabel(suggestion.city)}
        </Line>
      </Box>
    </>
  );
}

function Line({ children, sx }: { children: ReactNode; sx: object }) {
  return (
    <Typography component="span" variant="body2" sx={{ display: 'block', ...sx }}>
      {children}
    </Typography>
  );
}
