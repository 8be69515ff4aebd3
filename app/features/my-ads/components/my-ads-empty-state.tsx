import AddIcon from '@mui/icons-material/Add';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/** No ads yet: what happens to a first ad, and the way to post it. */
export function MyAdsEmptyState() {
  const { t } = useTranslation('myAds');
  return (
    <EmptyState
      icon={PostAddOutlinedIcon}
      title={t('empty.title')}
      body={t('empty.body')}
      action={
        <Button href="/post-ad" variant="contained" size="large" startIcon={<AddIcon aria-hidden />}>
          {t('empty.action')}
        </Button>
      }
      testId="my-ads-empty"
    />
  );
}
