import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BlockedWordInput } from '../../../../shared/schemas/blocked-words';
import { failureMessage } from '../../../lib/failure-message';
import { useAddBlockedWord } from '../api/add-blocked-word';

/** One field and "Add": the word is checked by the same schema as the server's, then sent. */
export function AddBlockedWordForm() {
  const { t } = useTranslation('adminBlockedWords');
  const { t: tv } = useTranslation('validation');
  const add = useAddBlockedWord();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BlockedWordInput.safeParse({ word });
    if (!parsed.success) {
      setError(tv(parsed.error.issues[0]?.message as 'blockedWordRequired'));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (entry) => {
        toast.success(t('added', { word: entry.word }));
        setWord('');
      },
      onError: (failure) => setError(failureMessage(failure, t('addFailed', { word: parsed.data.word }))),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextField
        size="small"
        label={t('label')}
        value={word}
        onChange={(event) => {
          setWord(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'blocked-word-input' } }}
        sx={{ flex: '1 1 240px', maxWidth: { sm: 420 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={add.isPending}
        data-testid="blocked-word-add"
        sx={{ mt: 0.25 }}
      >
        {t('add')}
      </Button>
    </Box>
  );
}
