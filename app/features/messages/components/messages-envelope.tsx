import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadMessages } from '../api/get-unread-messages';
import { useMessagesStream } from '../hooks/use-messages-stream';

/** The top bar's envelope (signed-in people): unread messages as a badge, a link to /messages; holds the live stream. */
export function MessagesEnvelope() {
  const { t } = useTranslation('messages');
  useMessagesStream();
  const unread = useUnreadMessages().data ?? 0;
  const label = unread > 0 ? t('envelopeUnread', { count: unread }) : t('envelope');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to="/messages" aria-label={label} data-testid="messages-envelope">
        <Badge badgeContent={unread} color="secondary" max={99} data-testid="messages-unread">
          <MailOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
