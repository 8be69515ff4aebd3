import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { formatDate, formatEventDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AdImage } from '../../ads/components/ad-image';
import { AdPrice } from '../../ads/components/ad-price';
import { IconLine } from '../../ads/components/icon-line';
import { PaidBadge } from '../../ads/components/paid-badge';
import { primaryThumbnailSrc } from '../../ads/utils/ad-images';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { AdStatusChip } from './ad-status-chip';
import { myAdLayout } from './my-ad-layout';

type Props = {
  ad: Ad;
  onDelete: (ad: Ad) => void;
  /** Why a moderator rejected the ad; shown under the status only when given. */
  rejectionReason?: string | null;
};

/** One of the person's ads: photo, title (to its page), price, place, date, status, Edit and Delete. */
export function MyAdItem({ ad, onDelete, rejectionReason }: Props) {
  const { t, i18n } = useTranslation(['myAds', 'ui']);
  const language = currentLanguage(i18n.language);
  const categoryName = useCategoryName();
  const titleId = useId();

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="my-ad"
      data-ad-id={ad.id}
    >
      <Box sx={myAdLayout}>
        <Box sx={{ gridArea: 'thumb' }}>
          <AdImage
            src={primaryThumbnailSrc(ad)}
            alt={t('ui:ads.imageAlt', { title: ad.title })}
            sx={{ borderRadius: '12px' }}
          />
        </Box>

        <Stack spacing={0.5} sx={{ gridArea: 'main', minWidth: 0 }}>
          <Typography
            component="h2"
            variant="subtitle1"
            id={titleId}
            sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            <Link href={`/ads/${ad.id}`} color="inherit" underline="hover" data-testid="my-ad-title">
              {ad.title}
            </Link>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <AdPrice price={ad.price} component="p" sx={{ fontWeight: 700, color: 'primary.main' }} />
            {ad.is_paid && <PaidBadge />}
          </Stack>
          <IconLine icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />} noWrap>
            {categoryName(ad.category)} · {ad.city.name}
          </IconLine>
          {ad.is_event && ad.event_date && (
            <IconLine icon={<EventIcon fontSize="small" aria-hidden />}>
              {t('ui:ads.eventOn', { date: formatEventDate(ad.event_date, language) })}
            </IconLine>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={ad.created_at}>
              {t('postedOn', { date: formatDate(ad.created_at, language) })}
            </time>
          </Typography>
        </Stack>

        <Stack spacing={0.75} sx={{ gridArea: 'status', alignItems: 'flex-start', minWidth: 0 }}>
          <AdStatusChip status={ad.status} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="ad-status-hint">
            {t(`statusHint.${ad.status}`)}
          </Typography>
          {rejectionReason && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="rejection-reason">
              {t('rejectionReason', { reason: rejectionReason })}
            </Typography>
          )}
        </Stack>

        <Stack
          direction={{ xs: 'row', md: 'column', lg: 'row' }}
          spacing={1}
          sx={{ gridArea: 'actions', '& > *': { flex: { xs: 1, md: 'none' } } }}
        >
          <Button
            href={`/edit-ad/${ad.id}`}
            variant="outlined"
            startIcon={<EditOutlinedIcon aria-hidden />}
            aria-describedby={titleId}
          >
            {t('edit')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon aria-hidden />}
            aria-describedby={titleId}
            onClick={() => onDelete(ad)}
          >
            {t('delete')}
          </Button>
        </Stack>
      </Box>
    </Card>
  );
}
