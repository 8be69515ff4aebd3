import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The page heading (focusable, so focus has a place to go when the ad it was on leaves the list). */
export function AdminAdsHeader({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('adminAds');
  return (
    <Box sx={{ minWidth: 0, maxWidth: 760 }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, outline: 'none' }}
      >
        {t('heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('subtitle')}</Typography>
    </Box>
  );
}
