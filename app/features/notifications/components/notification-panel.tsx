import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../shared/schemas/notifications';
import { useNotifications } from '../api/notifications';
import { NotificationItem } from './notification-item';

type Props = {
  unread: number;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
};

/** Heading with "mark all as read", then the notices newest first, with loading, empty and error states. */
export function NotificationPanel({ unread, onOpen, onMarkAllRead }: Props) {
  const { t } = useTranslation('notifications');
  const query = useNotifications(true);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {t('heading')}
        </Typography>
        {unread > 0 && (
          <Button size="small" onClick={onMarkAllRead}>
            {t('markAllRead')}
          </Button>
        )}
      </Box>
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('heading')} />
        </Box>
      ) : query.isError ? (
        <Box sx={{ px: 1, py: 2 }}>
          <Typography variant="body2" role="alert" gutterBottom>
            {t('loadFailed')}
          </Typography>
          <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
        </Box>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2 }}>
          {t('empty')}
        </Typography>
      ) : (
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
          ))}
        </List>
      )}
      {query.hasNextPage && (
        <Button fullWidth onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('showMore')}
        </Button>
      )}
    </Box>
  );
}
