import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '../../../../shared/schemas/api-tokens';
import { AppDialog } from '../../../components/app-dialog';

type Props = { token: CreatedApiToken | null; onClose: () => void };

/** The new token's secret, this once: a warning, the secret to select or copy, and how to send it. */
export function TokenSecretDialog({ token, onClose }: Props) {
  const { t } = useTranslation('adminTokens');
  const titleId = useId();
  const warningId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [shown, setShown] = useState(token);
  if (token && token !== shown) {
    setShown(token);
    setCopy('idle');
  }

  const copySecret = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopy('copied');
    } catch {
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <AppDialog
      open={token !== null}
      onClose={onClose}
      titleId={titleId}
      bodyId={warningId}
      testId="token-secret-dialog"
    >
      {shown && (
        <>
          <DialogTitle id={titleId}>{t('secret.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning" variant="outlined" id={warningId} sx={{ borderRadius: '12px' }}>
                {t('secret.warning')}
              </Alert>
              <TextField
                inputRef={input}
                value={shown.secret}
                label={t('secret.label', { name: shown.name })}
                fullWidth
                multiline
                onFocus={(event) => event.target.select()}
                slotProps={{
                  htmlInput: {
                    readOnly: true,
                    spellCheck: false,
                    'data-testid': 'token-secret',
                    style: { fontFamily: 'monospace', wordBreak: 'break-all' },
                  },
                }}
              />
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Button
                  variant="contained"
                  startIcon={<ContentCopyIcon aria-hidden />}
                  onClick={() => void copySecret()}
                  data-testid="copy-token-secret"
                >
                  {t('secret.copy')}
                </Button>
                <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
                  {copy === 'copied' ? t('secret.copied') : copy === 'failed' ? t('secret.copyFailed') : ''}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {t('secret.usage')}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} data-testid="close-token-secret">
              {t('secret.done')}
            </Button>
          </DialogActions>
        </>
      )}
    </AppDialog>
  );
}
