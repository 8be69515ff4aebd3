import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/schemas/messages';
import { FailureAlert } from '../../../components/failure-alert';
import { failureMessage } from '../../../lib/failure-message';

type Props = {
  /** Sends the text; the composer empties once it resolves, keeps it (with the error) if it throws. */
  onSend: (body: string) => Promise<unknown>;
  autoFocus?: boolean;
};

/** A plain-text message: what is typed is what is sent (the server trims it), up to 2,000 characters. */
export function MessageComposer({ onSend, autoFocus }: Props) {
  const { t } = useTranslation(['messages', 'validation']);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || tooLong || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSend(text);
      setText('');
    } catch (error) {
      setFailure(failureMessage(error, t('composer.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1} data-testid="message-composer">
      <FailureAlert failure={failure} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
          }}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          autoFocus={autoFocus}
          error={tooLong}
          helperText={
            tooLong
              ? t('validation:messageTooLong')
              : t('composer.count', { count: text.length, max: MESSAGE_MAX_LENGTH })
          }
          slotProps={{ htmlInput: { 'data-testid': 'message-input' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !text.trim() || tooLong}
          endIcon={<SendIcon aria-hidden />}
          sx={{ mb: 2.75, flexShrink: 0 }}
          data-testid="message-send"
        >
          {busy ? t('composer.sending') : t('composer.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
