import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { ConversationSummary } from '../../../../shared/schemas/messages';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';

/** /messages: each conversation with the ad's photo and title, the other person, the last message and unread count. */
export function ConversationList({ items }: { items: ConversationSummary[] }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: '20px', overflow: 'hidden' }}>
      <List disablePadding data-testid="conversation-list">
        {items.map((item) => (
          <ListItem key={item.id} disablePadding divider>
            <ConversationRow item={item} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function ConversationRow({ item }: { item: ConversationSummary }) {
  const { t, i18n } = useTranslation('messages');
  const language = currentLanguage(i18n.language);
  const last = item.last_message;
  const preview = last ? (last.mine ? t('you', { text: last.body }) : last.body) : t('noMessages');
  return (
    <ListItemButton
      component={Link}
      to={`/messages/${item.id}`}
      sx={{ gap: 1.5, py: 1.5, alignItems: 'flex-start' }}
      data-testid="conversation-item"
    >
      <ListItemAvatar sx={{ minWidth: 0 }}>
        <Avatar
          variant="rounded"
          src={item.ad.thumbnail_path ?? PLACEHOLDER_IMAGE_PATH}
          alt=""
          sx={{ width: 56, height: 56, borderRadius: '12px' }}
        />
      </ListItemAvatar>
      <ListItemText
        sx={{ minWidth: 0, my: 0 }}
        primary={
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: item.unread > 0 ? 700 : 500 }}
            noWrap
          >
            {item.other_person.display_name}
          </Typography>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }} noWrap>
              {item.ad.title}
              {!item.ad.available && ` · ${t('adGone')}`}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'text.secondary' }}
              noWrap
            >
              {preview}
            </Typography>
            <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              {formatDateTime(item.last_message_at, language)}
            </Typography>
          </>
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
      {item.unread > 0 && (
        <Chip
          size="small"
          color="secondary"
          label={item.unread}
          aria-label={t('unread', { count: item.unread })}
          sx={{ alignSelf: 'center', flexShrink: 0 }}
          data-testid="conversation-unread"
        />
      )}
    </ListItemButton>
  );
}
