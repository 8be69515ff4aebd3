import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { ConversationSummary, Message } from '../../../../shared/schemas/messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useReply } from '../api/send-message';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

type Props = {
  conversation: ConversationSummary;
  /** Oldest first. */
  messages: Message[];
  onEarlier?: () => void;
};

/** A conversation: the ad it is about, its messages, the composer; read as soon as it is shown. */
export function ConversationView({ conversation, messages, onEarlier }: Props) {
  const { t } = useTranslation('messages');
  const reply = useReply(conversation.id);
  const markRead = useMarkConversationRead();
  const { mutate: markReadNow } = markRead;
  const { id, unread } = conversation;
  // Opened, or a message came while it is open: read up to now.
  useEffect(() => {
    if (unread > 0) markReadNow(id);
  }, [id, unread, markReadNow]);

  const { ad } = conversation;
  return (
    <Stack spacing={2} data-testid="conversation-view">
      <Button
        component={RouterLink}
        to="/messages"
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('back')}
      </Button>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '20px' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            variant="rounded"
            src={ad.thumbnail_path ?? PLACEHOLDER_IMAGE_PATH}
            alt=""
            sx={{ width: 56, height: 56, borderRadius: '12px' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.25rem', md: '1.5rem' } }}
            >
              {t('with', { name: conversation.other_person.display_name })}
            </Typography>
            {ad.available && ad.id ? (
              <Link component={RouterLink} to={`/ads/${ad.id}`} sx={{ overflowWrap: 'anywhere' }}>
                {ad.title}
              </Link>
            ) : (
              <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {ad.title} · {t('adGone')}
              </Typography>
            )}
          </Box>
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('threadLabel', { name: conversation.other_person.display_name })}
        sx={{ p: { xs: 1.5, md: 2 }, borderRadius: '20px' }}
      >
        <Stack spacing={1.5} aria-live="polite" data-testid="message-thread">
          {onEarlier && (
            <Button onClick={onEarlier} sx={{ alignSelf: 'center' }}>
              {t('earlier')}
            </Button>
          )}
          {messages.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('noMessages')}</Typography>
          )}
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      </Paper>
      <MessageComposer onSend={(body) => reply.mutateAsync(body)} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('privacy')}
      </Typography>
    </Stack>
  );
}
