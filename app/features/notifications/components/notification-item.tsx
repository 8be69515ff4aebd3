import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import ReportOutlinedIcon from '@mui/icons-material/ReportOutlined';
import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../shared/schemas/notifications';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { NotificationText } from './notification-text';

const ICONS = {
  ad_approved: <CheckCircleOutlineIcon color="success" aria-hidden />,
  ad_rejected: <HighlightOffIcon color="error" aria-hidden />,
  ad_reported: <ReportOutlinedIcon color="warning" aria-hidden />,
  message: <CampaignOutlinedIcon color="primary" aria-hidden />,
  ad_expiring: <EventBusyOutlinedIcon color="warning" aria-hidden />,
  ad_expired: <EventBusyOutlinedIcon color="error" aria-hidden />,
  price_drop: <TrendingDownIcon color="success" aria-hidden />,
  saved_search_match: <SavedSearchOutlinedIcon color="primary" aria-hidden />,
} satisfies Record<Notification['kind'], unknown>;

/** One notice: icon, text, date; unread ones are tinted and marked with a dot. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(notification)}
        data-testid="notification"
        data-read={notification.read}
        sx={{
          gap: 1.5,
          alignItems: 'flex-start',
          borderRadius: '12px',
          bgcolor: notification.read ? undefined : 'action.selected',
        }}
      >
        <Box sx={{ pt: 0.25, display: 'flex' }}>{ICONS[notification.kind]}</Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <NotificationText notification={notification} />
          <Typography variant="caption" color="text.secondary">
            {formatDate(notification.created_at, currentLanguage(i18n.language))}
          </Typography>
        </Box>
        {!notification.read && (
          <Box
            component="span"
            role="img"
            aria-label={t('unread')}
            sx={{
              width: 10,
              height: 10,
              mt: 0.75,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
            }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}
