import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AppDialog } from '../../../components/app-dialog';
import { webcalUrl } from '../utils/calendar-links';

type Props = { open: boolean; onClose: () => void; url: string; name: string };

/** How to subscribe to a feed: open it in the calendar app (webcal://), or copy its https address. */
export function SubscribeDialog({ open, onClose, url, name }: Props) {
  const { t } = useTranslation('events');
  const titleId = useId();
  const bodyId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setRefused(false);
      toast.success(t('subscribe.copied'));
    } catch {
      // The address is right there: select it for Ctrl+C.
      setRefused(true);
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <AppDialog open={open} onClose={onClose} titleId={titleId} bodyId={bodyId} testId="subscribe-dialog">
      <DialogTitle id={titleId}>{t('subscribe.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography id={bodyId}>{t('subscribe.body', { name })}</Typography>
          <Button
            variant="contained"
            size="large"
            href={webcalUrl(url)}
            startIcon={<CalendarMonthIcon aria-hidden />}
            data-testid="subscribe-webcal"
          >
            {t('subscribe.open')}
          </Button>
          <TextField
            inputRef={field}
            value={url}
            label={t('subscribe.urlLabel')}
            helperText={refused ? t('subscribe.copyRefused') : t('subscribe.urlHint')}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'subscribe-url' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{t('subscribe.close')}</Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon aria-hidden />}
          onClick={() => void copy()}
          data-testid="subscribe-copy"
        >
          {t('subscribe.copy')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
