import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The page heading (focusable, so focus has a place to go after a delete) and the "Post ad" button. */
export function MyAdsHeader({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('myAds');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
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
      <Button
        href="/post-ad"
        variant="contained"
        size="large"
        startIcon={<AddIcon aria-hidden />}
        sx={{ flexShrink: 0 }}
        data-testid="my-ads-post"
      >
        {t('postAd')}
      </Button>
    </Box>
  );
}
