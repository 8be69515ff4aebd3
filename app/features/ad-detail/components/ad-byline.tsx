import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** "Posted by Olena · 12 Jun 2025" under the title: who posted the ad, and when. */
export function AdByline({ ad }: { ad: Pick<PublicAd, 'user_display_name' | 'created_at' | 'city'> }) {
  const { t, i18n } = useTranslation('adDetail');
  const date = formatDate(ad.created_at, currentLanguage(i18n.language), ad.city.time_zone);
  const name = ad.user_display_name.trim();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <PersonOutlinedIcon aria-hidden fontSize="small" />
      <Typography data-testid="ad-byline" sx={{ overflowWrap: 'anywhere' }}>
        {name ? t('facts.postedBy', { name, date }) : t('facts.postedOn', { date })}
      </Typography>
    </Stack>
  );
}
