import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../shared/schemas/messages';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import { ReportMessageDialog } from './report-message-dialog';

/** One message, as text (links stay text, nothing is interpreted); the other's can be reported. */
export function MessageBubble({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('messages');
  const [reporting, setReporting] = useState(false);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ justifyContent: message.mine ? 'flex-end' : 'flex-start', alignItems: 'center' }}
      data-testid={message.mine ? 'message-mine' : 'message-theirs'}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 2,
          py: 1,
          borderRadius: '16px',
          bgcolor: message.mine ? 'primary.main' : 'action.selected',
          color: message.mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
          {message.body}
        </Typography>
        <Typography variant="caption" component="p" sx={{ textAlign: 'right' }}>
          {formatDateTime(message.created_at, currentLanguage(i18n.language))}
        </Typography>
      </Box>
      {!message.mine && (
        <>
          <Tooltip title={t('report.button')}>
            <IconButton size="small" aria-label={t('report.button')} onClick={() => setReporting(true)}>
              <FlagOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {reporting && (
            <ReportMessageDialog
              messageId={message.id}
              open={reporting}
              onClose={() => setReporting(false)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
