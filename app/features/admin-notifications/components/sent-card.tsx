import DoneAllIcon from '@mui/icons-material/DoneAll';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentNotification } from '../../../../shared/schemas/admin-notifications';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const AUDIENCE_ICONS = { everyone: PublicIcon, city: LocationCityOutlinedIcon, person: PersonOutlineIcon };

function Fact({
  icon: Icon,
  children,
  testId,
}: {
  icon: ComponentType<SvgIconProps>;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }} data-testid={testId}>
      <Icon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** One sent notification: its title and text in the reader's language, who got it, who read it, who sent it. */
export function SentCard({ sent }: { sent: SentNotification }) {
  const { t, i18n } = useTranslation('adminNotifications');
  const language = currentLanguage(i18n.language);
  const uk = language === 'uk';
  const titleId = useId();
  const cityName = sent.city ? (uk && sent.city.name_uk) || sent.city.name : null;
  const audience = {
    everyone: t('list.toEveryone'),
    city: cityName ? t('list.toCity', { city: cityName }) : t('list.cityGone'),
    person: sent.recipient ? t('list.toPerson', { name: sent.recipient.display_name }) : t('list.personGone'),
  }[sent.audience];

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        borderRadius: '20px',
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
      data-testid="sent-notification"
      data-id={sent.id}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Typography
          id={titleId}
          variant="h6"
          component="h3"
          lang={language}
          sx={{ flex: 1, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
        >
          {uk ? sent.title_uk : sent.title_en}
        </Typography>
        {sent.send_email && (
          <MailOutlineIcon
            role="img"
            aria-label={t('list.emailed')}
            titleAccess={t('list.emailed')}
            color="primary"
            data-testid="sent-emailed"
          />
        )}
      </Box>
      <Typography
        lang={language}
        sx={{
          color: 'text.secondary',
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {uk ? sent.body_uk : sent.body_en}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 'auto' }}>
        <Fact icon={AUDIENCE_ICONS[sent.audience]} testId="sent-audience">
          {audience}
        </Fact>
        <Fact icon={GroupOutlinedIcon} testId="sent-recipients">
          {t('list.recipients', { count: sent.recipient_count })}
        </Fact>
        <Fact icon={DoneAllIcon} testId="sent-read">
          {t('list.read', { read: sent.read_count, total: sent.recipient_count })}
        </Fact>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {sent.sender ? t('list.sentBy', { name: sent.sender.display_name }) : t('list.senderGone')}
        {' · '}
        <time dateTime={sent.created_at}>{formatDate(sent.created_at, language)}</time>
      </Typography>
    </Paper>
  );
}
