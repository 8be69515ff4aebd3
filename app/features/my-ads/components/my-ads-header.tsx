import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';

/** The page heading (focusable, so focus has a place to go after a delete) and the "Post ad" button. */
export function MyAdsHeader({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('myAds');
  return (
    <PageHeading
      headingRef={headingRef}
      title={t('heading')}
      subtitle={t('subtitle')}
      action={
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
      }
    />
  );
}
