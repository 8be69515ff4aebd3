import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { MyAdItem } from './my-ad-item';

type Props = { ads: Ad[]; onDelete: (ad: Ad) => void };

/** The person's ads as the server sends them (newest first), with how many there are. */
export function MyAdsList({ ads, onDelete }: Props) {
  const { t } = useTranslation('myAds');
  return (
    <Stack spacing={1.5}>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary' }}
        aria-live="polite"
        data-testid="my-ads-count"
      >
        {t('count', { count: ads.length })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('listLabel')}
        data-testid="my-ads-list"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, md: 2 } }}
      >
        {ads.map((ad) => (
          <li key={ad.id}>
            <MyAdItem ad={ad} onDelete={onDelete} rejectionReason={ad.rejection_reason} />
          </li>
        ))}
      </Box>
    </Stack>
  );
}
