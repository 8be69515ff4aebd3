import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
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
        <AddButton href="/post-ad" testId="my-ads-post">
          {t('postAd')}
        </AddButton>
      }
    />
  );
}
