import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { useReportedConversation } from '../api/get-reported-messages';

/** A reported conversation for a moderator: who wrote what, as text. */
export function ReportedConversationDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const thread = useReportedConversation(id);
  const titleId = useId();
  const bodyId = useId();
  const names = new Map(thread.data?.people.map((p) => [p.id, p.display_name]));
  return (
    <AppDialog
      open={id !== null}
      onClose={onClose}
      titleId={titleId}
      bodyId={bodyId}
      testId="reported-conversation"
    >
      <DialogTitle id={titleId}>
        {t('admin.conversation', { title: thread.data?.ad_title ?? '' })}
      </DialogTitle>
      <DialogContent id={bodyId}>
        {thread.isPending ? (
          <PageSpinner />
        ) : thread.isError ? (
          <ErrorState title={t('loadFailed')} error={thread.error} />
        ) : (
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {thread.data.messages.map((message) => (
              <li key={message.id}>
                <Typography variant="subtitle2">{names.get(message.sender_id) ?? ''}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('admin.close')}</Button>
      </DialogActions>
    </AppDialog>
  );
}
