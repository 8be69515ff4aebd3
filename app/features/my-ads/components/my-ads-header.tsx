import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';

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
      <PageHeading headingRef={headingRef} title={t('heading')} subtitle={t('subtitle')} />
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
