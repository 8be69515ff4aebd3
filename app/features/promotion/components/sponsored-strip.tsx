import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type SponsoredFilter, useSponsoredAds } from '../api/get-sponsored-ads';
import { SponsoredCard } from './sponsored-card';

/**
 * The sponsored slot above a listing (docs/decisions/014): up to three sponsored ads, clearly
 * labelled. Nothing at all while sponsorships are off, none is running, or the answer failed.
 */
export function SponsoredStrip({ filter }: { filter: SponsoredFilter }) {
  const { t } = useTranslation('promotion');
  const headingId = useId();
  const ads = useSponsoredAds(filter);
  if (ads.length === 0) return null;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="sponsored-strip"
      sx={(theme) => ({
        p: { xs: 1.5, sm: 2 },
        borderRadius: '20px',
        border: 1,
        borderColor: alpha(theme.palette.secondary.main, 0.5),
        bgcolor: alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.12 : 0.07),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('heading')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('explanation')}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          '& > li': { minWidth: 0 },
        }}
      >
        {ads.map((ad, index) => (
          <li key={ad.id}>
            {/* The first is the first row on a phone, above the listing. */}
            <SponsoredCard ad={ad} priority={index === 0} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
