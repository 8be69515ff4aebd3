import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isCurrentlyPaid } from '../../../../shared/paid';
import type { Ad } from '../../../../shared/schemas/ads';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** For the owner of a currently paid ad: until when it is featured. Nothing for a free ad. */
export function FeaturedUntil({ ad }: { ad: Pick<Ad, 'is_paid' | 'paid_until' | 'city'> }) {
  const { t, i18n } = useTranslation('billing');
  if (!ad.paid_until || !isCurrentlyPaid(ad.is_paid, ad.paid_until)) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="featured-until">
      {t('featuredUntil', {
        date: formatDate(ad.paid_until, currentLanguage(i18n.language), ad.city.time_zone),
      })}
    </Typography>
  );
}
