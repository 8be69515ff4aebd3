import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../../shared/schemas/notifications';
import { useMarkRead, useRefreshOnNews, useUnreadCount } from '../api/notifications';
import { MessageDialog } from './message-dialog';
import { NotificationPanel } from './notification-panel';

/** The bell in the top bar: unread count as a badge, the notices in a panel. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reading, setReading] = useState<Notification | null>(null);
  const unread = useUnreadCount().data ?? 0;
  useRefreshOnNews(unread);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const panelId = useId();
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');

  const open = (notification: Notification) => {
    setAnchor(null);
    if (!notification.read) markRead.mutate([notification.id]);
    if (notification.ad_id) void navigate(`/ads/${notification.ad_id}`);
    else if (notification.saved_search) void navigate(notification.saved_search.path);
    else if (notification.message) setReading(notification);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? panelId : undefined}
          data-testid="notification-bell"
        >
          <Badge badgeContent={unread} color="secondary" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('heading'),
            sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxHeight: 480, borderRadius: '12px' },
          },
        }}
      >
        <NotificationPanel unread={unread} onOpen={open} onMarkAllRead={() => markRead.mutate(undefined)} />
      </Popover>
      <MessageDialog notification={reading} onClose={() => setReading(null)} />
    </>
  );
}
