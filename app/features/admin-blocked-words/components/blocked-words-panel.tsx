import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BlockedWord } from '../../../../shared/schemas/blocked-words';
import { ErrorState } from '../../../components/error-state';
import { failureMessage } from '../../../lib/failure-message';
import { useBlockedWords } from '../api/get-blocked-words';
import { useRemoveBlockedWord } from '../api/remove-blocked-word';
import { AddBlockedWordForm } from './add-blocked-word-form';
import { BlockedWordChips } from './blocked-word-chips';

/** /admin/trust's list of blocked words: add one, see them all, unblock one (admins). */
export function BlockedWordsPanel() {
  const { t } = useTranslation('adminBlockedWords');
  const headingId = useId();
  const query = useBlockedWords();
  const remove = useRemoveBlockedWord();

  const unblock = (entry: BlockedWord) =>
    remove.mutate(entry.id, {
      onSuccess: () => toast.success(t('removed', { word: entry.word })),
      onError: (error) => toast.error(failureMessage(error, t('removeFailed', { word: entry.word }))),
    });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: '20px', px: { xs: 2, md: 3 }, py: 2.5 }}
      data-testid="blocked-words"
    >
      <Stack spacing={2}>
        <Stack spacing={0.75}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('heading')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
            {t('help')}
          </Typography>
        </Stack>
        <AddBlockedWordForm />
        {query.isPending ? (
          <Skeleton variant="rounded" height={72} aria-hidden />
        ) : query.isError ? (
          <ErrorState title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <BlockedWordChips
            words={query.data.items}
            removing={remove.isPending ? remove.variables : undefined}
            onRemove={unblock}
          />
        )}
      </Stack>
    </Paper>
  );
}
