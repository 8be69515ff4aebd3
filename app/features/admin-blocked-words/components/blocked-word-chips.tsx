import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BlockedWord } from '../../../../shared/schemas/blocked-words';

type Props = {
  words: BlockedWord[];
  /** The id being unblocked: its button waits. */
  removing?: string;
  onRemove: (entry: BlockedWord) => void;
};

/** The blocked words as pills, each with its own "unblock" button; how many there are. */
export function BlockedWordChips({ words, removing, onRemove }: Props) {
  const { t } = useTranslation('adminBlockedWords');
  if (words.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="blocked-words-empty">
        {t('empty')}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="blocked-words-count">
        {t('count', { count: words.length })}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        data-testid="blocked-words-list"
      >
        {words.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-testid="blocked-word"
            sx={{
              display: 'flex',
              alignItems: 'center',
              maxWidth: '100%',
              border: 1,
              borderColor: 'divider',
              borderRadius: 999,
              pl: 1.5,
              pr: 0.25,
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {entry.word}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('remove', { word: entry.word })}
              disabled={removing === entry.id}
              onClick={() => onRemove(entry)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
