import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ReportedMessage } from '../../../../shared/schemas/message-reports';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { PageSpinner } from '../../../components/page-spinner';
import { useDismissMessageReports, useReportedMessages } from '../api/get-reported-messages';
import { ReportedConversationDialog } from './reported-conversation-dialog';

/** The Messages tab of /admin/reports: open reports of messages; read the conversation, or dismiss. */
export function ReportedMessages() {
  const { t } = useTranslation('messages');
  const [reading, setReading] = useState<string | null>(null);
  return (
    <>
      <PageHeading title={t('admin.heading')} />
      <Box sx={{ mt: 2 }}>
        <ReportQueue onRead={setReading} />
      </Box>
      <ReportedConversationDialog id={reading} onClose={() => setReading(null)} />
    </>
  );
}

function ReportQueue({ onRead }: { onRead: (conversationId: string) => void }) {
  const { t } = useTranslation('messages');
  const query = useReportedMessages();
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <ErrorState title={t('admin.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.data.items.length === 0)
    return (
      <EmptyState
        icon={TaskAltIcon}
        title={t('admin.heading')}
        body={t('admin.empty')}
        testId="reported-messages-empty"
      />
    );
  return (
    <Stack component="ul" spacing={2} aria-label={t('admin.heading')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.items.map((item) => (
        <ReportedMessageItem key={item.report_id} item={item} onRead={() => onRead(item.conversation_id)} />
      ))}
    </Stack>
  );
}

function ReportedMessageItem({ item, onRead }: { item: ReportedMessage; onRead: () => void }) {
  const { t } = useTranslation('messages');
  const dismiss = useDismissMessageReports();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderRadius: '20px' }}
      data-testid="reported-message"
    >
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('admin.reportedBy', {
            name: item.reporter_display_name,
            reason: t(`report.reasons.${item.reason}`),
          })}
          {item.details && ` — ${item.details}`}
        </Typography>
        <Typography variant="subtitle2">
          {t('admin.sentBy', { name: item.sender_display_name, title: item.ad_title })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.message_body}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onRead}>
            {t('admin.read')}
          </Button>
          <Button
            color="inherit"
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(item.message_id, { onSuccess: () => toast.success(t('admin.dismissed')) })
            }
          >
            {t('admin.dismiss')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
